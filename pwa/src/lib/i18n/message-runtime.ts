// @chunk core
/**
 * What the compiled messages call at run time (scripts/vite/message-catalogs.ts points their imports
 * here): messageformat's own plural and select, and a number formatter that writes English by hand.
 * English is every family's first frame, and building an Intl.NumberFormat loads locale data, a long
 * pause on a slow phone's start; other languages format with Intl in their locale.
 */
import { LOCALES, type Lang } from "#shared/rules/languages";
export { plural, select } from "@messageformat/runtime";

const formats = new Map<string, Intl.NumberFormat>();

/** `n` as `lang` writes a number ("1,234.5" in English); `offset` is a plural's offset, subtracted first. */
export function number(lang: string, value: number, offset = 0): string {
  const n = value - offset;
  if (lang === "en") return englishNumber(n);
  const locale = LOCALES[lang as Lang] ?? lang;
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}

/** As en-US writes a number: thousands grouped by commas, at most 3 decimals, "-0" as "0". */
export function englishNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.round(n * 1000) / 1000 || 0;
  const [whole, fraction] = String(Math.abs(rounded)).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${rounded < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
