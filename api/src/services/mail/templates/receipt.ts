/**
 * The receipt sent when a payment is captured: the order number (its first 8 characters), each item,
 * the coupon, tax, shipping and total, and for a hunt a link that opens it on any device (the return
 * page, which unlocks a paid hunt wherever it is opened).
 */
import { formatMoney, toDollars } from "#shared/rules/money";
import { html } from "./html";
import { linkButton, renderMail, type RenderedMail } from "./layout";

export interface ReceiptLine {
  title: string;
  quantity: number;
  unitCents: number;
}

export interface ReceiptInput {
  siteName: string;
  orderId: string;
  customerName: string;
  lines: ReceiptLine[];
  promoCode: string | null;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  /** Where a bought hunt opens; null for books. */
  huntLink: string | null;
}

/** The order number the site shows everywhere (admin Orders too). */
export const orderNumber = (orderId: string) => orderId.slice(0, 8);

const money = (cents: number) => formatMoney(toDollars(cents));

export function receiptMessage(input: ReceiptInput): RenderedMail {
  const { siteName, lines, huntLink } = input;
  const number = orderNumber(input.orderId);
  const thanks = input.customerName.trim() ? `Thank you for your order, ${input.customerName.trim()}!` : "Thank you for your order!";
  const paid = `Your payment for order ${number} is confirmed. Here is your receipt.`;
  const coupon = input.promoCode ? `${input.promoCode} (-${money(input.discountCents)})` : "None";
  const totals: [string, string][] = [
    ["Coupon", coupon],
    ["Tax", money(input.taxCents)],
    ["Shipping", money(input.shippingCents)],
    ["Total", money(input.totalCents)],
  ];
  const opens = "Open your hunt on any phone or computer with this link:";
  const cell = "padding:6px 0;border-bottom:1px solid #e5e0d5;";
  const body = html`<p>${thanks}</p>
<p>${paid}</p>
<p style="font-weight:bold;">Order ${number}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;">
${lines.map(
  (line) => html`<tr><td style="${cell}">${line.title} × ${line.quantity}</td><td style="${cell}text-align:right;">${money(line.unitCents * line.quantity)}</td></tr>
`,
)}${totals.map(
    ([label, value]) => html`<tr><td style="padding:4px 0;">${label}</td><td style="padding:4px 0;text-align:right;">${value}</td></tr>
`,
  )}</table>
${huntLink ? html`<p>${opens}</p>${linkButton(huntLink, "Open the hunt")}` : ""}`;
  const text = [
    thanks,
    paid,
    [`Order ${number}`, ...lines.map((line) => `${line.title} × ${line.quantity}: ${money(line.unitCents * line.quantity)}`)].join("\n"),
    totals.map(([label, value]) => `${label}: ${value}`).join("\n"),
    ...(huntLink ? [opens, huntLink] : []),
  ];
  return renderMail({ siteName, subject: `Your receipt from ${siteName}: order ${number}`, body, text });
}
