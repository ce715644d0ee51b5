/**
 * Small public reads the site screens show (site settings, content counts), kept in the device's
 * key-value table so a screen seen once opens offline with the last known values. The server copy
 * replaces the local one in the background; a failed refresh leaves the local copy (or the default) alone.
 */
import { useLiveQuery } from "../../lib/use-live-query";
import type { ZodType } from "zod";
import { api } from "../../lib/api-client";
import { useBackgroundRefresh } from "../../lib/catalog";
import { readKv, writeKv } from "../../lib/kv";

export interface CachedRead<T> {
  kvKey: string;
  path: string;
  schema: ZodType<T>;
  fallback: T;
}

/** Fetches the value and saves it locally; an answer that does not fit the schema is not kept. */
export async function refreshCachedRead<T>(read: CachedRead<T>): Promise<boolean> {
  const res = await api.get<unknown>(read.path);
  if (!res.success) return false;
  const parsed = read.schema.safeParse(res.data);
  if (!parsed.success) return false;
  await writeKv(read.kvKey, parsed.data);
  return true;
}

/** The local copy (validated, since an older release may have saved another shape), else the fallback. */
export function useCachedRead<T>(read: CachedRead<T>, refresh: () => Promise<boolean>): T {
  useBackgroundRefresh(read.kvKey, refresh);
  return useLiveQuery(
    async () => {
      const parsed = read.schema.safeParse(await readKv(read.kvKey));
      return parsed.success ? parsed.data : read.fallback;
    },
    [read],
    read.fallback,
  );
}
