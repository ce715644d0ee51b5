// @chunk core
/** The shell's texts (header, footer, sync truth, notices, errors), in every screen's first load. */
import en from "#content/i18n/en/shell.json";
import { defineTexts } from "../../lib/i18n/texts";

export const shellTexts = defineTexts("shell", en);
