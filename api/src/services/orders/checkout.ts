/**
 * Book checkout through the payment provider: start (record a pending order, ask the provider for an
 * approval page) and capture (take the money when the buyer comes back).
 *
 * The provider call is a network await that must not hold the write lock, so a start runs as two
 * transactions around it. The first records the order and reserves the Idempotency-Key with an
 * "in progress" marker; the second stores the provider's answer as the key's final response. A duplicate
 * arriving in between gets a 409 instead of a second order. A reservation left behind by a crashed
 * process is taken over after STALE_RESERVATION_MS: the provider's create is keyed by our order id, so
 * asking again returns the same provider order rather than a new one.
 */
import { randomUUID } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { bookCancelPath, checkoutReturnPath } from "#shared/rules/checkout-return";
import { toDollars } from "#shared/rules/money";
import type { CaptureAnswer } from "#shared/schemas/payments";
import { idempotencyKeys } from "../../db/tables";
import { moneyTx } from "../../db";
import type { AuthUser, Deps } from "../../deps";
import { HttpError, notFound, type Refusal } from "../../errors";
import { onceForKey, type Outcome } from "../infrastructure/idempotency";
import { queueReceipt } from "./receipts";
import {
  completeOrder,
  findOrderRow,
  paymentRequestFor,
  insertPendingOrder,
  markOrderFailed,
  markPendingOrderFailed,
  orderFor,
  recordProviderOrder,
  type CreateOrderBody,
} from "./orders";

/** The key's stored status while the provider call runs (HTTP 102 Processing; never sent to a client). */
const IN_PROGRESS_STATUS = 102;
/** Longer than any provider call may take (the PayPal client times out at 30 s). */
export const STALE_RESERVATION_MS = 2 * 60 * 1000;

const CAPTURE_FAILED: Refusal = { key: "captureFailed" };
const NOT_APPROVED: Refusal = { key: "paymentNotApproved" };

export interface CheckoutRequest {
  input: CreateOrderBody;
  origin: string;
  user: AuthUser | null;
  key: string | undefined;
}

export async function startCheckout(deps: Deps, request: CheckoutRequest): Promise<Outcome> {
  const { db } = deps;
  const { key, user } = request;
  const id = randomUUID();
  const scope = `${user ? `user:${user.id}` : "anonymous"}|payments.create-order`;
  const { outcome, replayed } = await moneyTx(db, () =>
    onceForKey(db, key, scope, request.input, async () => {
      await insertPendingOrder(db, {
        id,
        input: request.input,
        userId: user?.id ?? null,
        provider: deps.payments.name,
        returnUrl: `${request.origin}${checkoutReturnPath(id, request.input.lang)}`,
        cancelUrl: `${request.origin}${bookCancelPath(id, request.input.lang)}`,
      });
      return { status: IN_PROGRESS_STATUS, body: { order_id: id } };
    }),
  );
  if (outcome.status !== IN_PROGRESS_STATUS) return outcome;
  const orderId = (outcome.body as { order_id: string }).order_id;
  if (replayed && key !== undefined) {
    const current = await takeOverStale(deps, key);
    if (current !== "claimed") return current;
  }
  return askProvider(deps, orderId, key);
}

/** A duplicate of a start still in flight: the finished answer, a 409, or (when abandoned) the job itself. */
async function takeOverStale(deps: Deps, key: string): Promise<Outcome | "claimed"> {
  const { db } = deps;
  const now = deps.now();
  return moneyTx(db, async (): Promise<Outcome | "claimed"> => {
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (row && row.statusCode !== IN_PROGRESS_STATUS) {
      return { status: row.statusCode as Outcome["status"], body: JSON.parse(row.responseBody) };
    }
    const staleBefore = new Date(now.getTime() - STALE_RESERVATION_MS).toISOString();
    const claimed = await db
      .update(idempotencyKeys)
      .set({ createdAt: now.toISOString() })
      .where(and(eq(idempotencyKeys.key, key), lt(idempotencyKeys.createdAt, staleBefore)))
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) throw new HttpError(409, { key: "checkoutInProgress" });
    return "claimed";
  });
}

async function askProvider(deps: Deps, orderId: string, key: string | undefined): Promise<Outcome> {
  const { db, payments } = deps;
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound("Order");
  let created;
  try {
    created = await payments.createOrder(paymentRequestFor(order));
  } catch (err) {
    console.error(`Payment provider ${payments.name} could not create order ${order.id}:`, (err as Error).message);
    // The key is released: a failure is not a final answer, and a retry may well succeed (as a new order).
    await moneyTx(db, async () => {
      await markOrderFailed(db, order.id);
      if (key !== undefined) await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    });
    throw new HttpError(502, { key: "paymentError" });
  }
  const outcome: Outcome = {
    status: 201,
    body: { order_id: order.id, approval_url: created.approvalUrl, amount: toDollars(order.amountCents) },
  };
  await moneyTx(db, async () => {
    await recordProviderOrder(db, order.id, payments.name, created.providerOrderId);
    if (key !== undefined) {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: outcome.status, responseBody: JSON.stringify(outcome.body) })
        .where(eq(idempotencyKeys.key, key));
    }
  });
  return outcome;
}

/**
 * Takes the money for an order the buyer has approved. Safe to repeat: a completed order is answered
 * again without asking the provider, and the provider's capture is keyed by the order id. The capture
 * that completes the order queues its receipt in the same transaction. The answer is the order as
 * `viewer` may see it (orders.ts: orderFor).
 */
export async function captureCheckout(deps: Deps, orderId: string, viewer: AuthUser | null): Promise<CaptureAnswer> {
  const { db, payments } = deps;
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound("Order");
  if (order.status === "completed") return orderFor(db, order.id, viewer);
  if (order.status === "failed" || order.status === "cancelled") {
    throw new HttpError(409, { key: "checkoutClosed" });
  }
  if (!order.paypalOrderId) throw new HttpError(409, NOT_APPROVED);
  let result;
  try {
    result = await payments.captureOrder(order.paypalOrderId, `capture-${order.id}`);
  } catch (err) {
    console.error(`Payment provider ${payments.name} could not capture order ${order.id}:`, (err as Error).message);
    throw new HttpError(502, CAPTURE_FAILED);
  }
  if (result.status === "pending") throw new HttpError(409, NOT_APPROVED);
  if (result.status === "failed") {
    await moneyTx(db, () => markOrderFailed(db, order.id));
    throw new HttpError(409, { key: "paymentDeclined" });
  }
  await moneyTx(db, async () => {
    if (await completeOrder(db, order.id, result)) await queueReceipt(deps, order.id, deps.now());
  });
  deps.mail.wake();
  return orderFor(db, order.id, viewer);
}

/**
 * The buyer came back from cancelling at the provider. Only an unpaid order fails: a paid one stays paid
 * whatever this says, and telling again changes nothing. Answered like a capture.
 */
export async function cancelCheckout(deps: Deps, orderId: string, viewer: AuthUser | null): Promise<CaptureAnswer> {
  const { db } = deps;
  await moneyTx(db, async () => {
    if (!(await findOrderRow(db, orderId))) throw notFound("Order");
    await markPendingOrderFailed(db, orderId);
  });
  return orderFor(db, orderId, viewer);
}
