/** Add to Cart from a park's dialog: the cart store plus the confirmation toast. */
import type { Book } from "#shared/schemas/book";
import { MESSAGES, addedToCartDescription } from "#shared/rules/messages";
import { useCart } from "../../stores/cart";
import { toast } from "../../stores/toasts";

/** The cart confirmation shows for 3 s rather than the default 5 s. */
export const ADDED_TO_CART_TOAST_MS = 3000;

export function addBookToCart(book: Book): void {
  useCart.getState().add(book);
  toast({ title: MESSAGES.addedToCart, description: addedToCartDescription(book.title), durationMs: ADDED_TO_CART_TOAST_MS });
}
