/**
 * The spec's own texts a family may read (shared/rules/messages.ts) and the account e-mails' words
 * (shared/rules/account-mail.ts) in every language. The server's answers quote them in English
 * ("Invalid email or password"); `inLang` gives such a text in the language of the messages it is
 * handed (the page's, from `useTexts(messageTexts)`) and leaves any other text as it is.
 */
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import { MESSAGES } from "#shared/rules/messages";
import en from "#content/i18n/en/messages.json";
import { defineTexts, type Messages } from "./texts";

export const messageTexts = defineTexts("messages", en);

type MessageKey = keyof typeof messageTexts.en;

/** Every English text the catalog says again, by its key. */
export const ENGLISH_TEXTS: Readonly<Record<string, string>> = { ...MESSAGES, ...ACCOUNT_MAIL_TEXTS };

export function inLang(text: string, m: Messages<typeof messageTexts.en>): string {
  const key = (Object.keys(messageTexts.en) as MessageKey[]).find((k) => ENGLISH_TEXTS[k] === text);
  return key ? m[key]() : text;
}
