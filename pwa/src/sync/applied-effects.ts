/**
 * Local facts that become true only when the server accepts a mutation, written in the same
 * transaction that removes the row from the outbox. An accepted hunt purchase is an unpaid order: the
 * device keeps where to pay it (the hunt unlocks only when the payment is captured).
 */
import type { HuntPayments } from "../lib/hunt-payments";
import { addHuntPayments } from "../lib/hunt-payments";

export interface ConfirmedRow {
  kind: string;
  payload: unknown;
  /** The server's answer, for the kinds whose answer the device needs. */
  result?: Record<string, unknown>;
}

/**
 * Records the local facts of the confirmed rows. Call it inside the caller's transaction and do not
 * await anything else in between: the work is chained on Dexie's own promises, which keeps the
 * transaction alive while other database work runs beside it.
 */
export function applyConfirmed(rows: ConfirmedRow[]): Promise<void> {
  const payments: HuntPayments = {};
  for (const row of rows) {
    if (row.kind !== "hunt.purchase") continue;
    const { order_id, approval_url } = row.result ?? {};
    if (typeof order_id !== "string" || typeof approval_url !== "string") continue;
    payments[String((row.payload as { hunt_id: number }).hunt_id)] = { order_id, approval_url };
  }
  return Object.keys(payments).length === 0 ? Promise.resolve() : addHuntPayments(payments);
}
