/** Money travels as dollars (as every API body shows it) and is computed in integer cents so sums never drift. */
import { DEFAULT_LANG, LOCALES, type Lang } from "./languages";
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

const currencies = new Map<string, Intl.NumberFormat>();

/**
 * US dollars as `lang` writes them: in English as en-US does ("$1,234.50", "-$3.00"), written out
 * rather than with Intl.NumberFormat, since building that loads locale data, a long pause on a slow
 * phone's first render (and English is every family's first frame); in another language with Intl, in
 * its locale.
 */
export function formatMoney(dollars: number, lang: Lang = DEFAULT_LANG): string {
  if (lang !== DEFAULT_LANG) {
    const locale = LOCALES[lang];
    let format = currencies.get(locale);
    if (!format) currencies.set(locale, (format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" })));
    return format.format(dollars);
  }
  // Rounded from the amount as written (1.005 is 1.00499… in binary), half away from zero, as Intl does.
  const cents = Math.round(Number((Math.abs(dollars) * 100).toPrecision(15)));
  return `${dollars < 0 && cents ? "-" : ""}$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ",")}`;
}
