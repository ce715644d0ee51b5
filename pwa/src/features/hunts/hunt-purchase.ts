/**
 * Buying a hunt: the purchase is queued in the outbox (so it survives no signal and is never charged
 * twice) and sent at once. It unlocks only when the server has accepted it, which the flush records in
 * the purchases store; still queued means "pending", refused means "failed".
 */
import type { HuntPurchase } from "#shared/schemas/hunt";
import { db } from "../../lib/db";
import { flushOutbox } from "../../sync/flush";
import { enqueueWith, newMutation } from "../../sync/outbox";
import { usePurchases } from "../../stores/access";

export interface PurchaseForm {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export type PurchaseOutcome = "applied" | "pending" | "rejected";

export const isPurchaseFormFilled = (form: PurchaseForm) => Object.values(form).every((value) => value.trim() !== "");

export async function purchaseHunt(hunt: { id: number; price: number }, form: PurchaseForm, token: string | null): Promise<PurchaseOutcome> {
  const payload: HuntPurchase = {
    hunt_id: hunt.id,
    customer_name: form.name.trim(),
    customer_email: form.email.trim(),
    customer_phone: form.phone.trim(),
    customer_address: form.address.trim(),
    amount: hunt.price,
    payment_method: "paypal",
  };
  const row = newMutation("hunt.purchase", payload, token);
  await enqueueWith(row);
  await flushOutbox();
  await usePurchases.persist.rehydrate();
  if (usePurchases.getState().purchased[String(hunt.id)]) return "applied";
  const left = await db.outbox.get(row.id);
  if (left?.state === "rejected") return "rejected";
  // Gone from the outbox means the server applied it (the flag is written in that same transaction).
  return left ? "pending" : "applied";
}
