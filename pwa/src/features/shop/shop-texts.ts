/** The shop's texts. The books themselves (titles, descriptions, categories) stay in the language they were written in. */
import en from "#content/i18n/en/shop.json";
import { defineTexts } from "../../lib/i18n/texts";

export const shopTexts = defineTexts("shop", en);
