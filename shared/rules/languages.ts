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
} as const;

export type Lang = keyof typeof LANGUAGES;
export type TranslatedLang = Exclude<Lang, "en">;

/** A line of the table: how a language formats, and what it is called. */
export interface Language {
  locale: string;
  name: string;
  englishName: string;
}

/** What the app knows of its languages, read from their table (a test adds a language to it). */
export function languagesOf(table: Readonly<Record<string, Language>>) {
  const codes = Object.keys(table) as [Lang, ...Lang[]];
  const each = <T>(pick: (language: Language) => T) => Object.fromEntries(codes.map((lang) => [lang, pick(table[lang]!)])) as Record<Lang, T>;
  return {
    /** English first, as the table lists them. */
    LANGS: codes,
    DEFAULT_LANG: "en" as Lang,
    /** The languages other than English, whose pages and hunt versions are translations. */
    TRANSLATED_LANGS: codes.filter((lang): lang is TranslatedLang => lang !== "en"),
    /** The locale each language formats numbers, dates and money in. */
    LOCALES: each((language) => language.locale),
    /** Each language's name as its own speakers write it. */
    LANG_NAMES: each((language) => language.name),
    /** Each language's name in English, for the admin's sentences (the admin stays in English). */
    ENGLISH_NAMES: each((language) => language.englishName),
    isLang: (value: unknown): value is Lang => typeof value === "string" && (codes as readonly string[]).includes(value),
  };
}

export const { LANGS, DEFAULT_LANG, TRANSLATED_LANGS, LOCALES, LANG_NAMES, ENGLISH_NAMES, isLang } = languagesOf(LANGUAGES);
