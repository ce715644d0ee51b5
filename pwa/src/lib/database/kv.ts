// @chunk core
/**
 * Small typed reads and writes of the key-value table (usable inside a Dexie transaction). Public
 * pages read through here on their first load, so the database's code is reached through
 * db-loader.ts and runs after the first frame.
 */
import { withDatabase } from "./db-loader";

export function readKv<T>(key: string): Promise<T | undefined> {
  return withDatabase((db) => db.kv.get(key)).then((row) => row?.value as T | undefined);
}

export async function writeKv(key: string, value: unknown): Promise<void> {
  await withDatabase<unknown>((db) => (value === undefined ? db.kv.delete(key) : db.kv.put({ key, value })));
}
