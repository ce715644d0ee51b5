/**
 * The refusals a family may read (content/i18n/<lang>/errors.json): the server's, which name their message
 * by `key` beside their English `detail`, and the app's own checks before it sends (a name left empty).
 * `saidIn` says one in the language of the messages it is handed (the page's, from
 * `useTexts(errorTexts)`); a refusal with no message of the catalog keeps the server's words.
 */
import en from "#content/i18n/en/errors.json";
import type { MessageParams } from "#shared/rules/icu-messages";
import type { Said } from "../api/api-client";
import { defineTexts, type Messages } from "./texts";

export const errorTexts = defineTexts("errors", en);

export type ErrorKey = keyof typeof en;
export type ErrorMessages = Messages<typeof en>;

const isErrorKey = (key: string | undefined): key is ErrorKey => key !== undefined && Object.hasOwn(en, key);

export function saidIn(said: Said, e: ErrorMessages): string {
  return isErrorKey(said.key) ? e[said.key](said.params) : said.error;
}

/** One of the app's own refusals, as the server's are said: its English words and its message. */
export function refusal(key: ErrorKey, params?: MessageParams): Said {
  return { error: errorTexts.en[key](params), key, ...(params ? { params } : {}) };
}

/** A check's problem: a message of the catalog the schema names ("nameRequired"), or its own words. */
export function problemOf(message: string): Said {
  return isErrorKey(message) ? refusal(message) : { error: message };
}

/** A failed call's refusal, or `own` (the app's words for what it was doing) when the server said nothing. */
export function orOwn({ error, key, params }: Said, own: ErrorKey): Said {
  return key === "requestFailed" ? refusal(own) : { error, key, params };
}
