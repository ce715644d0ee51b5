/**
 * Where the payment provider sends a buyer back: the server builds these addresses for each order and
 * the app reads them. Paid, a buyer lands on the return page, which captures the payment. Cancelled, a
 * book buyer lands on the same page and a family on the hunt they were buying; either page then tells the
 * server, which marks the still-unpaid order failed.
 */
export const ORDER_ID_PARAM = "order_id";
export const CANCELLED_PARAM = "cancelled";

const withOrder = (path: string, orderId: string, cancelled: boolean) =>
  `${path}?${cancelled ? `${CANCELLED_PARAM}=1&` : ""}${ORDER_ID_PARAM}=${encodeURIComponent(orderId)}`;

export const CHECKOUT_RETURN_PATH = "/checkout/return";

export const checkoutReturnPath = (orderId: string) => withOrder(CHECKOUT_RETURN_PATH, orderId, false);
export const bookCancelPath = (orderId: string) => withOrder(CHECKOUT_RETURN_PATH, orderId, true);
export const huntCancelPath = (huntId: number, orderId: string) => withOrder(`/hunt/${huntId}`, orderId, true);

/** The order a cancelled payment names in the page's query, or null when the page is not a cancel return. */
export function cancelledOrderId(search: URLSearchParams): string | null {
  return search.has(CANCELLED_PARAM) ? search.get(ORDER_ID_PARAM) : null;
}
