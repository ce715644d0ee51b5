// @chunk boot
/**
 * The languages the app, its e-mails and its hunts are written in, one line each: its code (pages live
 * under `/{code}/`, texts in content/i18n/{code}/), the locale it formats numbers, dates and money in,
 * its name as its own speakers write it (the language switch offers it) and its name in English (the
 * admin's sentences). English is the language every text is first written in and the one every other
 * falls back to. The families are in the United States, so Spanish writes dollars and decimals as US
 * Spanish does ("$1,234.50", "1.2 mi").
 */
export const LANGUAGES = {
  en: { locale: "en-US", name: "English", englishName: "English" },
  es: { locale: "es-US", name: "Español", englishName: "Spanish" },
} as const satisfies Record<string, { locale: string; name: string; englishName: string }>;

export type Lang = keyof typeof LANGUAGES;

/** English first, as the table lists them. */
export const LANGS = Object.keys(LANGUAGES) as [Lang, ...Lang[]];

export const DEFAULT_LANG: Lang = "en";

/** The languages other than English, whose pages and hunt versions are translations. */
export const TRANSLATED_LANGS = LANGS.filter((lang): lang is Exclude<Lang, "en"> => lang !== DEFAULT_LANG);
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];

const each = <T>(pick: (language: (typeof LANGUAGES)[Lang]) => T) => Object.fromEntries(LANGS.map((lang) => [lang, pick(LANGUAGES[lang])])) as Record<Lang, T>;

/** The locale each language formats numbers, dates and money in. */
export const LOCALES: Record<Lang, string> = each((language) => language.locale);

/** Each language's name as its own speakers write it. */
export const LANG_NAMES: Record<Lang, string> = each((language) => language.name);

/** Each language's name in English, for the admin's sentences (the admin stays in English). */
export const ENGLISH_NAMES: Record<Lang, string> = each((language) => language.englishName);

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}
