/** The parks directory's texts. The parks' own names, descriptions and highlights are the directory's data, in English. */
import en from "#content/i18n/en/parks.json";
import { defineTexts } from "../../lib/i18n/texts";

export const parksTexts = defineTexts("parks", en);
