/**
 * Hunt purchases waiting for payment on this device. The server accepts a purchase as an unpaid order and
 * answers where to pay it; that answer is kept by hunt id (written by the outbox flush, sync/applied-effects.ts,
 * in the transaction that removes the delivered purchase) until the payment is captured, when the hunt unlocks.
 */
import { db } from "./db";
import { HUNT_PAYMENTS_KEY, PURCHASES_KEY } from "./store-keys";

export interface HuntPayment {
  order_id: string;
  approval_url: string;
}
export type HuntPayments = Record<string, HuntPayment>;

interface PersistedPurchases {
  state: { purchased: Record<string, boolean> };
  version: number;
}

export function readHuntPayments(): Promise<HuntPayments> {
  return db.kv.get(HUNT_PAYMENTS_KEY).then((row) => (row?.value as HuntPayments | undefined) ?? {});
}

/** A captured hunt order: the hunt unlocks on this device and its payment stops waiting, together. */
export function unlockPaidHunt(huntId: number): Promise<void> {
  const id = String(huntId);
  return db.transaction("rw", db.kv, async () => {
    const [purchasesRow, payments] = await Promise.all([db.kv.get(PURCHASES_KEY), readHuntPayments()]);
    const current = purchasesRow?.value as PersistedPurchases | undefined;
    const purchased = { ...current?.state.purchased, [id]: true };
    const { [id]: _paid, ...waiting } = payments;
    await db.kv.put({ key: PURCHASES_KEY, value: { state: { purchased }, version: current?.version ?? 1 } });
    await db.kv.put({ key: HUNT_PAYMENTS_KEY, value: waiting });
  });
}
