/**
 * /api/payments: book checkout (start, capture, and a cancel reported by the page the provider sent the
 * buyer back to), the order list admins see, the small order status the PWA's return page shows, and the
 * built-in sandbox provider's approval page.
 */
import { Hono } from "hono";
import { z } from "zod";
import { ORDERS_PAGE } from "#shared/rules/list-limit";
import { pageQuery } from "#shared/schemas/common";
import { captureSchema, createOrderSchema, orderSummaryQuerySchema, type Order } from "#shared/schemas/payments";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { HttpError } from "../errors";
import { requireAdmin } from "../middleware/auth";
import { jsonBody, queryOf } from "../middleware/validate";
import { cancelCheckout, captureCheckout, startCheckout } from "../services/orders/checkout";
import { checkKey } from "../services/infrastructure/idempotency";
import { listOrders, orderStatus } from "../services/orders/orders";
import { summarizeOrders } from "../services/orders/order-summary";
import { paymentDestination } from "../services/orders/order-payment";
import { checkoutOrigin } from "../services/site/site-origin";
import { approveSandboxPayment, cancelSandboxPayment, findSandboxPayment } from "../services/orders/payments/sandbox";
import { sandboxApprovalPage, sandboxNoticePage } from "./payments-sandbox-page";

const pageSchema = pageQuery(ORDERS_PAGE);

const payerSchema = z.object({
  payer_name: z.string().trim().min(1).max(120),
  payer_email: z.string().trim().max(254).pipe(z.email()),
});

const formText = (value: unknown) => (typeof value === "string" ? value : "");

export function paymentsRoutes(deps: Deps) {
  const { db } = deps;
  // The sandbox pages exist only while the sandbox is the provider; with PayPal configured they are gone.
  const sandboxPayment = async (id: string) => (deps.payments.name === "sandbox" ? findSandboxPayment(db, id) : undefined);
  // Only the provider that took the payment knows it: an order of a provider since replaced has no page.
  const activityUrl = (order: Order) =>
    order.paypal_order_id && order.provider === deps.payments.name ? deps.payments.activityUrl(order.paypal_order_id) : null;
  const missingPage = () =>
    sandboxNoticePage("Payment not found", "This sandbox payment does not exist. Please start the checkout again.");

  return new Hono<AppEnv>()
    .post("/paypal/create-order", async (c) => {
      const input = await jsonBody(c, createOrderSchema);
      const key = checkKey(c.req.header("idempotency-key"));
      const origin = checkoutOrigin(input.origin_url, deps.siteOrigins);
      const outcome = await startCheckout(deps, { input, origin, user: c.get("user"), key });
      return c.json(outcome.body as object, outcome.status);
    })
    .post("/capture", async (c) => {
      const { order_id } = await jsonBody(c, captureSchema);
      return c.json(await captureCheckout(deps, order_id, c.get("user")));
    })
    .get("/transactions", requireAdmin, async (c) => {
      const { items, total, next } = await listOrders(db, queryOf(c, pageSchema));
      return c.json({ items: items.map((order) => ({ ...order, activity_url: activityUrl(order) })), total, next });
    })
    .get("/transactions/summary", requireAdmin, async (c) => c.json(await summarizeOrders(db, new Date(queryOf(c, orderSummaryQuerySchema).since))))
    .get("/orders/:id", async (c) => c.json(await orderStatus(db, c.req.param("id"))))
    .post("/orders/:id/cancel", async (c) => c.json(await cancelCheckout(deps, c.req.param("id"), c.get("user"))))
    .get("/orders/:id/pay", async (c) => {
      // A link a family follows in the browser: a refusal is a page, not JSON.
      try {
        return c.redirect(await paymentDestination(deps, c.req.param("id")), 303);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const title = err.status === 404 ? "Payment not found" : "Payment not available";
        return c.html(sandboxNoticePage(title, err.detail, { href: "/scavengerhunts", label: "Back to the hunts" }), err.status);
      }
    })
    .get("/sandbox/:id", async (c) => {
      const payment = await sandboxPayment(c.req.param("id"));
      if (!payment) return c.html(missingPage(), 404);
      if (payment.status === "cancelled") {
        const link = { href: payment.cancelUrl, label: "Return to the shop" };
        return c.html(sandboxNoticePage("Payment cancelled", "This payment was cancelled.", link));
      }
      if (payment.status !== "created") {
        const link = { href: payment.returnUrl, label: "Continue" };
        return c.html(sandboxNoticePage("Payment approved", "This payment has already been approved.", link));
      }
      return c.html(sandboxApprovalPage(payment));
    })
    .post("/sandbox/:id/approve", async (c) => {
      const payment = await sandboxPayment(c.req.param("id"));
      if (!payment) return c.html(missingPage(), 404);
      const form = await c.req.parseBody();
      const payer = payerSchema.safeParse(form);
      if (!payer.success) {
        const typed = { name: formText(form.payer_name), email: formText(form.payer_email) };
        const error = "Enter the buyer's name and a valid email address.";
        return c.html(sandboxApprovalPage(payment, { error, payer: typed }), 422);
      }
      await writeTx(db, () => approveSandboxPayment(db, payment.id, { name: payer.data.payer_name, email: payer.data.payer_email }));
      if ((await findSandboxPayment(db, payment.id))?.status === "cancelled") {
        const link = { href: payment.cancelUrl, label: "Return to the shop" };
        return c.html(sandboxNoticePage("Payment cancelled", "This payment was already cancelled.", link), 409);
      }
      return c.redirect(payment.returnUrl, 303);
    })
    .post("/sandbox/:id/cancel", async (c) => {
      const payment = await sandboxPayment(c.req.param("id"));
      if (!payment) return c.html(missingPage(), 404);
      await writeTx(db, () => cancelSandboxPayment(db, payment.id));
      if ((await findSandboxPayment(db, payment.id))?.status !== "cancelled") {
        const link = { href: payment.returnUrl, label: "Continue" };
        return c.html(sandboxNoticePage("Payment approved", "This payment was already approved.", link), 409);
      }
      return c.redirect(payment.cancelUrl, 303);
    });
}
