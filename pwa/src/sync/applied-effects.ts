/**
 * Local facts that become true only when the server accepts a mutation, written in the same
 * transaction that removes the row from the outbox. An accepted hunt purchase is an unpaid order: the
 * device keeps where to pay it (lib/hunt-payments.ts reads it; the hunt unlocks only when the payment
 * is captured). Written here with the bare key-value table, so every page's flush carries no more.
 */
import { db, type OutboxEntry } from "../lib/db";
import type { HuntPayments } from "../lib/hunt-payments";
import { HUNT_PAYMENTS_KEY } from "../lib/store-keys";

export type ConfirmedRow = OutboxEntry & {
  /** The server's answer, for the kinds whose answer the device needs. */
  result?: Record<string, unknown>;
};

/**
 * Records the local facts of the confirmed rows. Call it inside the caller's transaction and do not
 * await anything else in between: the work is chained on Dexie's own promises, which keeps the
 * transaction alive while other database work runs beside it.
 */
export function applyConfirmed(rows: ConfirmedRow[]): Promise<void> {
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
