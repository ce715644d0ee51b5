/** The account screens' texts: signing in, the profile, the points store and the e-mail links. */
import en from "#content/i18n/en/account.json";
import { defineTexts } from "../../lib/i18n/texts";

export const accountTexts = defineTexts("account", en);
