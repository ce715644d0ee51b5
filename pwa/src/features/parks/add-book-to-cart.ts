/** Add to Cart from a park's dialog: the cart store plus the confirmation toast. */
import type { Book } from "#shared/schemas/book";
import { textsNow } from "../../lib/i18n/texts";
import { parksTexts } from "./parks-texts";
import { useCart } from "../../stores/cart";
import { toast } from "../../stores/toasts";

/** The cart confirmation shows for 3 s rather than the default 5 s. */
export const ADDED_TO_CART_TOAST_MS = 3000;

export function addBookToCart(book: Book): void {
  useCart.getState().add(book);
  const t = textsNow(parksTexts);
  toast({ title: t.addedToCart(), description: t.addedToCartText({ title: book.title }), durationMs: ADDED_TO_CART_TOAST_MS });
}
