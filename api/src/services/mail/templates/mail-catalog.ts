/**
 * The words of every message, from the catalogs (content/i18n/<lang>/mail.json). A message goes out in
 * the language of the page that asked for it (a reset asked for on `/es/forgot-password` is Spanish), so
 * a family reads the e-mail in the language it reads the app in.
 */
import type mail from "#content/i18n/en/mail.json";
import type messages from "#content/i18n/en/messages.json";
import type { Lang } from "#shared/rules/languages";
import { serverTexts } from "../../../texts";

export const mailTexts = (lang: Lang) => serverTexts<keyof typeof mail>("mail", lang);

/** A subject is the title of the page its link opens, word for word as the app writes it. */
export const pageTitles = (lang: Lang) => serverTexts<keyof typeof messages>("messages", lang);
