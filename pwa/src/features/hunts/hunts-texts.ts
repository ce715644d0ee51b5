/** The texts of the hunt screens beyond a hunt's first frame: the list, the quiz, results, explorers, the field controls, photos, the Ready page and read-aloud. */
import en from "#content/i18n/en/hunts.json";
import { defineTexts } from "../../lib/i18n/texts";

export const huntsTexts = defineTexts("hunts", en);
