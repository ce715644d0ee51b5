/**
 * The sandbox provider's approval page: what PayPal's checkout page is when no PayPal account is
 * configured. Plain HTML forms and inline styles only, because the Content-Security-Policy forbids inline
 * scripts. Every value is interpolated through hono's `html` template, which escapes it (only the
 * constant style sheet goes in raw).
 */
import { html, raw } from "hono/html";
import { formatMoney, toDollars } from "#shared/rules/money";
import { SANDBOX_PAGE_PATH, type SandboxPayment } from "../services/orders/payments/sandbox";

export const SANDBOX_DEFAULT_PAYER = { name: "Sandbox Buyer", email: "buyer@example.com" };

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f7f4; color: #1f2d1f; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .badge { display: inline-block; background: #fff4d6; color: #6b4e00; border-radius: 999px; padding: .2rem .7rem;
           font-size: .8rem; margin-bottom: 1rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .55rem; border: 1px solid #c8d1c6; border-radius: 8px; }
  button { width: 100%; padding: .75rem; border: 0; border-radius: 8px; font-size: 1rem; cursor: pointer; margin-top: 1rem; }
  .pay { background: #2f6b3a; color: #fff; }
  .cancel { background: #eceeea; color: #1f2d1f; }
  .error { background: #fde8e8; color: #8a1c1c; padding: .6rem; border-radius: 8px; }
  a { color: #2f6b3a; }
`;

function layout(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`;
}

export interface ApprovalPageOptions {
  error?: string;
  payer?: { name: string; email: string };
}

export function sandboxApprovalPage(payment: SandboxPayment, options: ApprovalPageOptions = {}) {
  const payer = options.payer ?? SANDBOX_DEFAULT_PAYER;
  const action = `${SANDBOX_PAGE_PATH}/${encodeURIComponent(payment.id)}`;
  return layout(
    "Sandbox checkout",
    html`<span class="badge">Sandbox payment: no real money moves</span>
      <h1>${payment.description}</h1>
      <p class="amount">${formatMoney(toDollars(payment.amountCents))}</p>
      <p>Payment ${payment.id}</p>
      ${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ""}
      <form method="post" action="${action}/approve">
        <label for="payer_name">Buyer name</label>
        <input id="payer_name" name="payer_name" value="${payer.name}" maxlength="120" required />
        <label for="payer_email">Buyer email</label>
        <input id="payer_email" name="payer_email" type="email" value="${payer.email}" maxlength="254" required />
        <button class="pay" type="submit">Approve payment</button>
      </form>
      <form method="post" action="${action}/cancel">
        <button class="cancel" type="submit">Cancel and return to the shop</button>
      </form>`,
  );
}

/** A page that only says something: unknown payment, or a decision that can no longer change. */
export function sandboxNoticePage(title: string, message: string, link?: { href: string; label: string }) {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>
      ${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : ""}`,
  );
}
