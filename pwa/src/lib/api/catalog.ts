// @chunk takeover
/**
 * Refreshing a whole catalog table (books, posts, hunts, coupons) from the API; see
 * background-refresh.ts for when screens ask for it.
 */
import type { EntityTable } from "dexie";
import { api } from "./api-client";
import { db } from "../database/db";

/**
 * Replaces a table's rows with the server's list. `merge` lets a row keep what only the device has
 * (a downloaded hunt's items and download time); rows the server no longer lists are removed unless
 * `keep` says otherwise.
 */
export async function refreshCollection<T extends { id: number }, R>(
  table: EntityTable<T, "id">,
  path: string,
  pick: (data: R) => T[],
  options: { query?: Record<string, string | number>; merge?: (fresh: T, local: T | undefined) => T; keep?: (local: T) => boolean } = {},
): Promise<boolean> {
  const res = await api.get<R>(path, options.query);
  if (!res.success) return false;
  const fresh = pick(res.data);
  await db.transaction("rw", table, async () => {
    const local = new Map((await table.toArray()).map((row) => [row.id, row]));
    const merged = fresh.map((row) => (options.merge ? options.merge(row, local.get(row.id)) : row));
    const freshIds = new Set(fresh.map((row) => row.id));
    const stale = [...local.values()].filter((row) => !freshIds.has(row.id) && !options.keep?.(row)).map((row) => row.id);
    await table.bulkDelete(stale as Parameters<typeof table.bulkDelete>[0]);
    await table.bulkPut(merged);
  });
  return true;
}
