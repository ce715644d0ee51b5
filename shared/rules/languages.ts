// @chunk boot
/**
 * The languages the app and its hunts are written in. English is the language every text is first
 * written in and the one every other falls back to; a language's pages live under `/{lang}/`.
 */
export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "en";

/** The languages other than English, whose pages and hunt versions are translations. */
export const TRANSLATED_LANGS = LANGS.filter((lang): lang is Exclude<Lang, "en"> => lang !== DEFAULT_LANG);
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];

/**
 * The locale each language formats numbers, dates and money in: the families are in the United States,
 * so Spanish writes dollars and decimals as US Spanish does ("$1,234.50", "1.2 mi").
 */
export const LOCALES: Record<Lang, string> = { en: "en-US", es: "es-US" };

/** Each language's name as its own speakers write it: the language switch offers it. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", es: "Español" };

/** Each language's name in English, for the admin's sentences (the admin stays in English). */
export const ENGLISH_NAMES: Record<Lang, string> = { en: "English", es: "Spanish" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}
