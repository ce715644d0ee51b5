// @chunk core
/**
 * Small public reads the screens show (site settings, content counts), kept in the device's key-value
 * table so a screen seen once opens offline with the last known values. The server copy replaces the
 * local one in the background; a failed refresh leaves the local copy (or the fallback) alone.
 *
 * Each read brings its own plain check rather than a zod schema: these reads are on every public
 * page's first load (the site settings in the header), and building zod's schemas is a long pause on a
 * slow phone. The values are small and flat, and the server checked them with its schema on the way in.
 */
import { useFirstFrame } from "../start-up/prerendered-answers";
import { useBackgroundRefresh } from "./background-refresh";
import { api } from "./api-client";
import { readKv, writeKv } from "../database/kv";
import { useLiveQuery } from "../database/use-live-query";

export interface CachedRead<T> {
  kvKey: string;
  path: string;
  fallback: T;
  /**
   * A server answer or the saved copy as a value, or null when it does not fit (an older release may
   * have saved another shape); an answer that does not fit is not saved.
   */
  fit: (value: unknown) => T | null;
}

/** Fetches the value and saves it locally; an answer that does not fit is not kept. */
export async function refreshCachedRead<T>(read: CachedRead<T>): Promise<boolean> {
  const res = await api.get<unknown>(read.path);
  if (!res.success) return false;
  const value = read.fit(res.data);
  if (value === null) return false;
  await writeKv(read.kvKey, value);
  return true;
}

/**
 * The local copy, else the fallback; refreshed in the background while the screen is shown. A
 * pre-rendered page's first frame shows the server's answer it was drawn from.
 */
export function useCachedRead<T>(read: CachedRead<T>, refresh: () => Promise<boolean>): T {
  useBackgroundRefresh(read.kvKey, refresh);
  const first = useFirstFrame((answers) => read.fit(answers[read.path]));
  return useLiveQuery(async () => read.fit(await readKv(read.kvKey)) ?? read.fallback, [read], first ?? read.fallback);
}
