/** The texts of the notices drawn from the site's settings. */
import en from "#content/i18n/en/site-settings.json";
import { defineTexts } from "../../lib/i18n/texts";

export const siteSettingsTexts = defineTexts("site-settings", en);
