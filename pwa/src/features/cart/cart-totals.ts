/**
 * The cart's totals from the shared cart rules, and the promo code: the SAVE10 discount is computed when
 * the code is applied and then kept as is (changing the cart afterwards does not change it).
 */
import { cartTotals, isPromoCode, promoDiscountCents, subtotalCents, type CartLine } from "#shared/rules/cart";
import { toCents } from "#shared/rules/money";
import { useCart, type CartItem } from "../../stores/cart";

const lines = (items: CartItem[]): CartLine[] =>
  items.map((i) => ({ unitPriceCents: toCents(i.price), quantity: i.quantity, category: i.category }));

export const cartSummary = (state: { items: CartItem[]; discountCents: number }) => cartTotals(lines(state.items), state.discountCents);

/** True when the code is SAVE10 (any case); the discount is fixed now. */
export function applyPromo(code: string): boolean {
  if (!isPromoCode(code)) return false;
  useCart.setState({ promoCode: code.trim().toUpperCase(), discountCents: promoDiscountCents(subtotalCents(lines(useCart.getState().items)), code) });
  return true;
}
