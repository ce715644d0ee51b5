/**
 * The account's pages and answers in every language (content/i18n/<lang>/messages.json): the titles of
 * the pages the e-mails link to (their subjects too), and what a family is told when an account call
 * succeeds, which the app says itself rather than the server's English words.
 */
import en from "#content/i18n/en/messages.json";
import { defineTexts } from "./texts";

export const messageTexts = defineTexts("messages", en);
