// @chunk core
/**
 * The live sync figures the header and the /sync page show: rows waiting, rows the server refused,
 * when the last flush reached the server, whether a 401 asked the family to sign in again, and whether
 * photos wait because the account's photo storage on the server is full. Read
 * straight from IndexedDB, so every tab (and the service worker's flushes) stays in step.
 */
import { useLiveQuery } from "../../lib/database/use-live-query";
import { completionPoints } from "#shared/rules/points";
import { withDatabase } from "../../lib/database/db-loader";
import type { OutboxRow } from "../../lib/database/db";
import { readKv } from "../../lib/database/kv";
import { KV } from "../../lib/database/store-keys";
import { waitsForRoom } from "../../photos/photo-room";

export interface SyncStatus {
  pending: number;
  rejected: number;
  lastSyncedAt: number | null;
  signInRequired: boolean;
  photoStorageFull: boolean;
}

/**
 * A draining outbox changes the figures a hundred times a second; the header redraws them (and its live
 * region speaks them) at most this often.
 */
const SYNC_STATUS_REDRAW_MS = 250;

const UNKNOWN: SyncStatus = { pending: 0, rejected: 0, lastSyncedAt: null, signInRequired: false, photoStorageFull: false };

export function useSyncStatus(): SyncStatus {
  return useLiveQuery(
    async () => {
      const [pending, rejected, lastSyncedAt, signInRequired, waitingForRoom] = await withDatabase((db) =>
        Promise.all([
          db.outbox.where("state").equals("pending").count(),
          db.outbox.where("state").equals("rejected").count(),
          readKv<number>(KV.lastSyncedAt),
          readKv<boolean>(KV.signInRequired),
          db.outbox.where("[kind+state]").equals(["hunt.photo", "pending"]).filter(waitsForRoom).count(),
        ]),
      );
      return { pending, rejected, lastSyncedAt: lastSyncedAt ?? null, signInRequired: signInRequired === true, photoStorageFull: waitingForRoom > 0 };
    },
    [],
    UNKNOWN,
    { redrawEveryMs: SYNC_STATUS_REDRAW_MS },
  );
}

/**
 * Points the signed-in account should receive once its queued hunt completions arrive: the server
 * awards 50 per hunt, or 100 with the badge, once per hunt, so each distinct hunt counts once at its
 * best result. An estimate (a hunt finished before earns nothing again), shown as "+N pending".
 */
export function estimatePendingPoints(rows: OutboxRow[], token: string | null): number {
  if (!token) return 0;
  const best = new Map<string, number>();
  for (const row of rows) {
    if (row.kind !== "hunt.complete" || row.state !== "pending" || row.auth !== token) continue;
    const { hunt_id, badge_earned } = row.payload;
    const key = String(hunt_id);
    best.set(key, Math.max(best.get(key) ?? 0, completionPoints(badge_earned === true)));
  }
  let total = 0;
  for (const points of best.values()) total += points;
  return total;
}

export function usePendingPoints(token: string | null): number {
  return useLiveQuery(
    async () => (token ? estimatePendingPoints(await withDatabase((db) => db.outbox.where("[kind+state]").equals(["hunt.complete", "pending"]).toArray()), token) : 0),
    [token],
    0,
  );
}
