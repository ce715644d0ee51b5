/**
 * Where the payment provider sends a buyer back: the server builds these addresses for each order and
 * the app reads them. Paid, a buyer lands on the return page, which captures the payment. Cancelled, a
 * book buyer lands on the same page and a family on the hunt they were buying; either page then tells the
 * server, which marks the still-unpaid order failed.
 */
import { pathInLang } from "./lang-path";
import type { Lang } from "./languages";

export const ORDER_ID_PARAM = "order_id";
export const CANCELLED_PARAM = "cancelled";

/** The page in the buyer's language: the one they left for the provider's. */
const withOrder = (path: string, orderId: string, cancelled: boolean, lang: Lang) =>
  pathInLang(`${path}?${cancelled ? `${CANCELLED_PARAM}=1&` : ""}${ORDER_ID_PARAM}=${encodeURIComponent(orderId)}`, lang);

export const CHECKOUT_RETURN_PATH = "/checkout/return";

export const checkoutReturnPath = (orderId: string, lang: Lang) => withOrder(CHECKOUT_RETURN_PATH, orderId, false, lang);
export const bookCancelPath = (orderId: string, lang: Lang) => withOrder(CHECKOUT_RETURN_PATH, orderId, true, lang);
export const huntCancelPath = (huntId: number, orderId: string, lang: Lang) => withOrder(`/hunt/${huntId}`, orderId, true, lang);

/** The order a cancelled payment names in the page's query, or null when the page is not a cancel return. */
export function cancelledOrderId(search: URLSearchParams): string | null {
  return search.has(CANCELLED_PARAM) ? search.get(ORDER_ID_PARAM) : null;
}
