/**
 * Small public reads the screens show (site settings, content counts), kept in the device's key-value
 * table so a screen seen once opens offline with the last known values. The server copy replaces the
 * local one in the background; a failed refresh leaves the local copy (or the fallback) alone.
 *
 * Each read brings its own checks rather than a zod schema, so a read on every page's first load (the
 * site settings in the header) need not carry zod; it can check the server's answer with zod loaded
 * on demand in the background refresh.
 */
import { useBackgroundRefresh } from "./catalog";
import { api } from "./api-client";
import { readKv, writeKv } from "./kv";
import { useLiveQuery } from "./use-live-query";

export interface CachedRead<T> {
  kvKey: string;
  path: string;
  fallback: T;
  /** The saved copy as a value, or null when it does not fit (an older release may have saved another shape). */
  fromStored: (stored: unknown) => T | null;
  /** The server's answer as the value to save, or null when it does not fit. */
  fromServer: (answer: unknown) => T | null | Promise<T | null>;
}

/** Fetches the value and saves it locally; an answer that does not fit is not kept. */
export async function refreshCachedRead<T>(read: CachedRead<T>): Promise<boolean> {
  const res = await api.get<unknown>(read.path);
  if (!res.success) return false;
  const value = await read.fromServer(res.data);
  if (value === null) return false;
  await writeKv(read.kvKey, value);
  return true;
}

/** The local copy, else the fallback; refreshed in the background while the screen is shown. */
export function useCachedRead<T>(read: CachedRead<T>, refresh: () => Promise<boolean>): T {
  useBackgroundRefresh(read.kvKey, refresh);
  return useLiveQuery(async () => read.fromStored(await readKv(read.kvKey)) ?? read.fallback, [read], read.fallback);
}
