/** The texts of the parts several features share: the sign-in fields, the sign-out question and the checkout toasts. */
import en from "#content/i18n/en/components.json";
import { defineTexts } from "../lib/i18n/texts";

export const componentTexts = defineTexts("components", en);
