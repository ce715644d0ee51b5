/**
 * Buying a hunt: the purchase is queued in the outbox (so it survives no signal and is never recorded
 * twice) and sent at once. The server answers with an unpaid order and where to pay it, which the flush
 * keeps on the device; the family pays on the provider's page and the hunt unlocks when the return page
 * captures the payment. Still queued means "pending" (no signal), refused means "rejected".
 */
import type { MutationPayload } from "#shared/schemas/outbox";
import { db } from "../../lib/database/db";
import { currentLang } from "../../lib/i18n/current-lang";
import { readHuntPayments } from "../../lib/payments/hunt-payments";
import { flushOutbox } from "../../sync/flush";
import { enqueueWith, newMutation } from "../../sync/enqueue";

export interface PurchaseForm {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export type PurchaseOutcome = { status: "payment"; approvalUrl: string } | { status: "pending" } | { status: "rejected" };

export const isPurchaseFormFilled = (form: PurchaseForm) => Object.values(form).every((value) => value.trim() !== "");

export async function purchaseHunt(hunt: { id: number; price: number }, form: PurchaseForm, token: string | null): Promise<PurchaseOutcome> {
  const payload: MutationPayload<"hunt.purchase"> = {
    hunt_id: hunt.id,
    customer_name: form.name.trim(),
    customer_email: form.email.trim(),
    customer_phone: form.phone.trim(),
    customer_address: form.address.trim(),
    amount: hunt.price,
    payment_method: "paypal",
    // The provider sends the family back to this very address, where this device's data lives.
    origin_url: window.location.origin,
    lang: currentLang(),
  };
  const row = newMutation("hunt.purchase", payload, token);
  await enqueueWith(row);
  await flushOutbox();
  const left = await db.outbox.get(row.id);
  if (left?.state === "rejected") return { status: "rejected" };
  if (left) return { status: "pending" };
  const payment = (await readHuntPayments())[String(hunt.id)];
  return payment ? { status: "payment", approvalUrl: payment.approval_url } : { status: "rejected" };
}
