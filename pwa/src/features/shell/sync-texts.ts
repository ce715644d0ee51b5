/** The /sync page's texts: what waits, what was refused, and what "Sync now" did. */
import en from "#content/i18n/en/sync.json";
import { defineTexts } from "../../lib/i18n/texts";

export const syncTexts = defineTexts("sync", en);
