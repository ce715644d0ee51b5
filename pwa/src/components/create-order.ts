/**
 * Starting a book checkout on the server: one order for a single book (Buy Now) or for the whole cart.
 * The server prices it from its own database; the device only says what and how many. Each attempt
 * carries its own Idempotency-Key, so a request the network replays creates one order, not two.
 */
import { ulid } from "../lib/api/ulid";
import type { CreateOrderInput } from "#shared/schemas/payments";
import { api } from "../lib/api/api-client";
import { currentLang } from "../lib/i18n/current-lang";
import type { CartItem } from "../stores/cart";

export const CREATE_ORDER_PATH = "/payments/paypal/create-order";

export type CreateOrderOutcome =
  | { kind: "created"; orderId: string; approvalUrl: string }
  | { kind: "offline" }
  | { kind: "failed"; error: string };

export type OrderRequest =
  | { bookId: number; childName: string; specialOccasion: string }
  | { items: Pick<CartItem, "id" | "quantity">[]; promoCode: string | null };

function payload(request: OrderRequest): CreateOrderInput {
  // The provider sends the buyer back to this very address, paid or cancelled, where this device's cart lives.
  const origin_url = window.location.origin;
  // …in the language of the page it left from.
  const lang = currentLang();
  if ("bookId" in request) {
    return {
      book_id: request.bookId,
      origin_url,
      lang,
      child_name: request.childName.trim() || null,
      special_occasion: request.specialOccasion.trim() || null,
    };
  }
  return {
    items: request.items.map((item) => ({ book_id: item.id, quantity: item.quantity })),
    promo_code: request.promoCode,
    origin_url,
    lang,
  };
}

export async function createOrder(request: OrderRequest): Promise<CreateOrderOutcome> {
  const res = await api.post<unknown>(CREATE_ORDER_PATH, payload(request), { "Idempotency-Key": ulid() });
  if (!res.success) return res.status === 0 ? { kind: "offline" } : { kind: "failed", error: res.error };
  // The schema (and zod with it) loads when a buyer checks out, not with every page that can sell.
  const { createOrderResponseSchema } = await import("#shared/schemas/payments");
  // A reply without an approval address cannot be paid, whatever its status says.
  const parsed = createOrderResponseSchema.safeParse(res.data);
  if (!parsed.success || !parsed.data.approval_url) return { kind: "failed", error: "No approval address" };
  return { kind: "created", orderId: parsed.data.order_id, approvalUrl: parsed.data.approval_url };
}
