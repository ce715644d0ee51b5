/**
 * Which order the cart's checkout started, kept on the device across the trip to the payment page. Only
 * paying for that order empties the cart: a Buy Now of one book leaves the rest of the cart alone.
 */
import { readKv, writeKv } from "../../lib/database/kv";
import { useCart } from "../../stores/cart";
import { cartHydrated } from "./cart-hydration";

const CART_ORDER_KEY = "checkout_cart_order";

export function rememberCartOrder(orderId: string): Promise<void> {
  return writeKv(CART_ORDER_KEY, orderId);
}

/** After a successful capture: empties the cart when this order was the cart's. True when it did. */
export async function settleCartOrder(orderId: string): Promise<boolean> {
  if ((await readKv<string>(CART_ORDER_KEY)) !== orderId) return false;
  await cartHydrated();
  useCart.getState().clear();
  await writeKv(CART_ORDER_KEY, undefined);
  return true;
}
