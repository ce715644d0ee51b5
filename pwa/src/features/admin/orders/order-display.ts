/** How an order reads in admin Orders: its short id, status colour, customer, product and date. */
import type { Order } from "#shared/schemas/payments";

/** An order is shown by the first 8 characters of its id (or its session id): enough to tell orders apart. */
export const SHORT_ID_LENGTH = 8;

export function shortId(order: Pick<Order, "id" | "session_id">): string {
  return (order.id || order.session_id).slice(0, SHORT_ID_LENGTH);
}

/** Completed/approved green, pending yellow, failed/cancelled red, anything else grey. */
export function statusBadgeClass(status: string): string {
  switch (status.toLowerCase()) {
    case "completed":
    case "approved":
      return "badge status-ok";
    case "pending":
      return "badge badge-warn";
    case "failed":
    case "cancelled":
      return "badge badge-danger";
    default:
      return "badge status-other";
  }
}

export function productTitle(order: Order): string {
  return order.book_title || order.product_name || order.metadata.book_title;
}

export function customerName(order: Order): string {
  return order.customer_name || "Not given yet";
}

export function hasPersonalization(order: Order): boolean {
  return Boolean(order.metadata.child_name || order.metadata.special_occasion);
}

export function providerName(provider: string): string {
  if (provider === "paypal") return "PayPal";
  if (provider === "sandbox") return "the payment sandbox";
  return provider;
}

export function formatOrderDate(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return time.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
