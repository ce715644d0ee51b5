/**
 * Hunt purchases waiting for payment on this device. The server accepts a purchase as an unpaid order and
 * answers where to pay it; that answer is kept by hunt id (written by the outbox flush, sync/applied-effects.ts,
 * in the transaction that removes the delivered purchase) until the payment is captured, when the hunt
 * unlocks, or cancelled at the provider, when it is dropped.
 */
import { reportCancelledPayment } from "./cancelled-payment";
import { db } from "../database/db";
import { HUNT_PAYMENTS_KEY, PURCHASES_KEY } from "../database/store-keys";

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

/**
 * The family cancelled this order's payment at the provider: this device stops offering to pay it (a
 * newer purchase of the hunt stays), and the server is told, which marks the unpaid order failed.
 */
export async function cancelHuntPayment(huntId: number, orderId: string): Promise<void> {
  const id = String(huntId);
  await db.transaction("rw", db.kv, async () => {
    const payments = await readHuntPayments();
    if (payments[id]?.order_id !== orderId) return;
    const { [id]: _cancelled, ...waiting } = payments;
    await db.kv.put({ key: HUNT_PAYMENTS_KEY, value: waiting });
  });
  await reportCancelledPayment(orderId);
}
