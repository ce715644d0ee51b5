/** The cart's and checkout's texts; the books in it keep the language they were written in. */
import en from "#content/i18n/en/cart.json";
import { defineTexts } from "../../lib/i18n/texts";

export const cartTexts = defineTexts("cart", en);
