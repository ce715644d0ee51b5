// @chunk hunt
/** The texts of a hunt page's first frame (the header, the items, progress, the first toasts); the rest are hunts-texts.ts. */
import en from "#content/i18n/en/hunt-play.json";
import { defineTexts } from "../../lib/i18n/texts";

export const playTexts = defineTexts("hunt-play", en);
