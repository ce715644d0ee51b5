/**
 * Numbers and dates in the page's language. English, every family's first frame, is written by hand
 * (building an Intl formatter loads locale data, a long pause on a slow phone's start); other languages
 * use Intl in their locale (`es-US`: "1.2", "26 de noviembre de 2026").
 */
import { DEFAULT_LANG, LOCALES, type Lang } from "#shared/rules/languages";

/** `n` with exactly `digits` decimals ("1.2", "10.0"). */
export function decimal(n: number, digits: number, lang: Lang): string {
  if (lang === DEFAULT_LANG) return n.toFixed(digits);
  return new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/** A date as `options` ask for it in `lang` ("November 26, 2026", "26 de noviembre de 2026"). */
export function formatDate(date: Date | number, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALES[lang], options).format(date);
}

/** A count with its thousands grouped ("2,000"; by hand in English, as `decimal` is). */
export function wholeNumber(n: number, lang: Lang): string {
  if (lang === DEFAULT_LANG) return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(n);
}
