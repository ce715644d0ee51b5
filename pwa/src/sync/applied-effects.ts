// @chunk database
/**
 * Local facts that become true only when the server accepts a mutation, written in the same transaction
 * that removes the row from the outbox. An accepted hunt purchase is an unpaid order: the device keeps
 * where to pay it (lib/payments/hunt-payments.ts reads it; the hunt unlocks only when the payment is
 * captured). A delivered completion's points are the server's `points_awarded`, kept for its account
 * until the balance is read again (lib/points/points-awarded.ts). Written here with the bare key-value
 * table, so every page's flush carries no more.
 */
import { db, type OutboxEntry } from "../lib/database/db";
import type { HuntPayments } from "../lib/payments/hunt-payments";
import { pointsAwardedKey, type PointsAwarded } from "../lib/points/points-awarded";
import { HUNT_PAYMENTS_KEY } from "../lib/database/store-keys";
import { accountOf } from "./row-account";

export type ConfirmedRow = OutboxEntry & {
  id: string;
  /** The server's answer, for the kinds whose answer the device needs. */
  result?: Record<string, unknown>;
  /** The token it went with: whose points it earned. */
  auth: string | null;
  /**
   * The earliest the server may have applied it: when this batch left for an applied row, when the row
   * was queued for a duplicate (an earlier delivery applied it).
   */
  since: number;
};

function keepPayments(rows: ConfirmedRow[]): Promise<void> {
  const added: HuntPayments = {};
  for (const row of rows) {
    if (row.kind !== "hunt.purchase") continue;
    const { order_id, approval_url } = row.result ?? {};
    if (typeof order_id !== "string" || typeof approval_url !== "string") continue;
    added[String(row.payload.hunt_id)] = { order_id, approval_url };
  }
  if (Object.keys(added).length === 0) return Promise.resolve();
  return db.kv.get(HUNT_PAYMENTS_KEY).then((row) => db.kv.put({ key: HUNT_PAYMENTS_KEY, value: { ...(row?.value as HuntPayments), ...added } }).then(() => undefined));
}

/**
 * Keeps each delivered completion's points for its account, unless the account's balance was read after
 * the server may have counted them (or this device has not read it since it began keeping them): that
 * balance may hold them already.
 */
function keepAwards(rows: ConfirmedRow[]): Promise<unknown> {
  const byAccount = new Map<number, { id: string; points: number; since: number }[]>();
  for (const row of rows) {
    const userId = accountOf(row.auth);
    const points = row.result?.points_awarded;
    if (row.kind !== "hunt.complete" || userId === null || typeof points !== "number" || points <= 0) continue;
    byAccount.set(userId, [...(byAccount.get(userId) ?? []), { id: row.id, points, since: row.since }]);
  }
  return Promise.all(
    [...byAccount].map(([userId, awards]) => {
      const key = pointsAwardedKey(userId);
      return db.kv.get(key).then((stored) => {
        const kept = stored?.value as PointsAwarded | undefined;
        const fresh = kept ? awards.filter((award) => award.since > kept.balanceReadAt) : [];
        if (!kept || fresh.length === 0) return undefined;
        const byCompletion = { ...kept.byCompletion };
        for (const { id, points, since } of fresh) byCompletion[id] = { points, since };
        return db.kv.put({ key, value: { ...kept, byCompletion } });
      });
    }),
  );
}

/**
 * Records the local facts of the confirmed rows. Call it inside the caller's transaction and do not
 * await anything else in between: the work is chained on Dexie's own promises, which keeps the
 * transaction alive while other database work runs beside it.
 */
export function applyConfirmed(rows: ConfirmedRow[]): Promise<void> {
  return Promise.all([keepPayments(rows), keepAwards(rows)]).then(() => undefined);
}
