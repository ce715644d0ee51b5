/** The texts of the site's own pages: home, about, membership, the podcast and the app. */
import en from "#content/i18n/en/site.json";
import { defineTexts } from "../../lib/i18n/texts";

export const siteTexts = defineTexts("site", en);
