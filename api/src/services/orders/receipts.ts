/**
 * Queues the receipt of an order just paid, in the transaction that completes it, so a receipt is sent
 * exactly for the captures that took money. It goes to the account's address when the order belongs
 * to one, else to the address the buyer gave (or paid with).
 */
import { eq } from "drizzle-orm";
import { checkoutReturnPath } from "#shared/rules/checkout-return";
import { langOfPath } from "#shared/rules/lang-path";
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";
import { orderItems, users } from "../../db/tables";
import type { Deps } from "../../deps";
import { queueMail } from "../mail/mail-queue";
import { receiptMessage } from "../mail/templates/receipt";
import { findOrderRow } from "./orders";
import { readSettings } from "../site/settings";

export async function queueReceipt(deps: Deps, orderId: string, now: Date): Promise<void> {
  const { db } = deps;
  const order = await findOrderRow(db, orderId);
  if (!order) return;
  const [account] = order.userId === null ? [] : await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  const to = account?.email ?? order.customerEmail.trim();
  if (!to) return;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  const lines =
    order.kind === "hunt"
      ? [{ title: order.productName, quantity: 1, unitCents: order.subtotalCents }]
      : items.map((item) => ({ title: item.title, quantity: item.quantity, unitCents: item.unitPriceCents }));
  const { site_name } = await readSettings(db);
  const lang = orderLang(order.returnUrl);
  const message = receiptMessage({
    siteName: site_name,
    orderId,
    customerName: order.customerName,
    lines,
    promoCode: order.promoCode,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    shippingCents: order.shippingCents,
    totalCents: order.amountCents,
    huntLink: order.kind === "hunt" ? `${deps.siteOrigins[0]}${checkoutReturnPath(orderId, lang)}` : null,
    lang,
  });
  await queueMail(db, { kind: "receipt", to, ...message }, now);
}

/** The language the buyer checked out in: the page the provider sends them back to is in it. */
function orderLang(returnUrl: string | null): Lang {
  if (!returnUrl) return DEFAULT_LANG;
  try {
    return langOfPath(new URL(returnUrl).pathname);
  } catch {
    return DEFAULT_LANG;
  }
}
