/** Small typed reads and writes of the key-value table (usable inside a Dexie transaction). */
import { db } from "./db";

export async function readKv<T>(key: string): Promise<T | undefined> {
  return (await db.kv.get(key))?.value as T | undefined;
}

export async function writeKv(key: string, value: unknown): Promise<void> {
  if (value === undefined) await db.kv.delete(key);
  else await db.kv.put({ key, value });
}

export const KV = {
  lastSyncedAt: "sync_last_synced_at",
  signInRequired: "sync_sign_in_required",
  visitorId: "visitor_id",
} as const;
