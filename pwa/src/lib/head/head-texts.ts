// @chunk core
/** The pages' titles and descriptions, as their heads carry them. */
import en from "#content/i18n/en/head.json";
import { defineTexts, type Messages } from "../i18n/texts";

export const headTexts = defineTexts("head", en);
export type HeadMessages = Messages<typeof en>;
