/**
 * The receipt sent when a payment is captured: the order number (its first 8 characters), each item,
 * the coupon, tax, shipping and total, and for a hunt a link that opens it on any device (the return
 * page, which unlocks a paid hunt wherever it is opened).
 */
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";
import { formatMoney, toDollars } from "#shared/rules/money";
import { html } from "./html";
import { linkButton, renderMail, type RenderedMail } from "./layout";
import { mailTexts } from "./mail-catalog";

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
  lang: Lang;
}

/** The order number the site shows everywhere (admin Orders too). */
export const orderNumber = (orderId: string) => orderId.slice(0, 8);

export function receiptMessage(input: ReceiptInput): RenderedMail {
  const { siteName, lines, huntLink, lang } = input;
  const t = mailTexts(lang);
  const money = (cents: number) => formatMoney(toDollars(cents), lang);
  const number = orderNumber(input.orderId);
  const name = input.customerName.trim();
  const thanks = name ? t.thanksName({ name }) : t.thanks();
  const paid = t.paid({ orderNumber: number });
  const order = t.order({ orderNumber: number });
  const coupon = input.promoCode ? `${input.promoCode} (-${money(input.discountCents)})` : t.noCoupon();
  const totals: [string, string][] = [
    [t.coupon(), coupon],
    [t.tax(), money(input.taxCents)],
    [t.shipping(), money(input.shippingCents)],
    [t.total(), money(input.totalCents)],
  ];
  // Product titles are written in English: in a message in another language they say so.
  const titleLang = lang === DEFAULT_LANG ? null : DEFAULT_LANG;
  const cell = "padding:6px 0;border-bottom:1px solid #e5e0d5;";
  const body = html`<p>${thanks}</p>
<p>${paid}</p>
<p style="font-weight:bold;">${order}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;">
${lines.map(
  (line) => html`<tr><td style="${cell}">${titleLang ? html`<span lang="${titleLang}">${line.title}</span>` : line.title} × ${line.quantity}</td><td style="${cell}text-align:right;">${money(line.unitCents * line.quantity)}</td></tr>
`,
)}${totals.map(
    ([label, value]) => html`<tr><td style="padding:4px 0;">${label}</td><td style="padding:4px 0;text-align:right;">${value}</td></tr>
`,
  )}</table>
${huntLink ? html`<p>${t.opensOnAnyDevice()}</p>${linkButton(huntLink, t.openTheHunt())}` : ""}`;
  const text = [
    thanks,
    paid,
    [order, ...lines.map((line) => `${line.title} × ${line.quantity}: ${money(line.unitCents * line.quantity)}`)].join("\n"),
    totals.map(([label, value]) => `${label}: ${value}`).join("\n"),
    ...(huntLink ? [t.opensOnAnyDevice(), huntLink] : []),
  ];
  return renderMail({ siteName, lang, subject: t.receiptSubject({ siteName, orderNumber: number }), body, text });
}
