/**
 * Paying an order recorded earlier, such as a hunt bought with no signal: the purchase reached the server
 * through the outbox as an unpaid order, and the family follows this site's payment link once they can.
 * The link asks the provider for the order's approval page only then (keyed by our order id, so following
 * it twice leads to the same provider order) and sends the family there.
 */
import { moneyTx } from "../../db";
import type { Deps } from "../../deps";
import { HttpError, notFound, type Refusal } from "../../errors";
import { findOrderRow, paymentRequestFor, recordProviderOrder } from "./orders";

export const orderPaymentPath = (orderId: string) => `/api/payments/orders/${encodeURIComponent(orderId)}/pay`;

export const ORDER_CLOSED: Refusal = { key: "purchaseClosed" };

/** Where to send the family: the provider's approval page, or the return page of an order already paid. */
export async function paymentDestination(deps: Deps, orderId: string): Promise<string> {
  const { db, payments } = deps;
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound("Order");
  if (order.status === "completed") return order.returnUrl ?? "/";
  if (order.status !== "pending") throw new HttpError(409, ORDER_CLOSED);
  let created;
  try {
    created = await payments.createOrder(paymentRequestFor(order));
  } catch (err) {
    // The order stays unpaid and payable: following the link again asks the provider again.
    console.error(`Payment provider ${payments.name} could not create order ${order.id}:`, (err as Error).message);
    throw new HttpError(502, { key: "providerUnreachable" });
  }
  if (order.paypalOrderId !== created.providerOrderId) {
    await moneyTx(db, () => recordProviderOrder(db, order.id, payments.name, created.providerOrderId));
  }
  return created.approvalUrl;
}
