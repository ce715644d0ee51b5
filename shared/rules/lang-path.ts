// @chunk boot
/**
 * Which language a page is in comes from its address: English at `/shop`, Spanish at `/es/shop`. The
 * admin area, the API and uploads have no twins: their addresses never take a language.
 */
import { DEFAULT_LANG, isLang, LANGS, type Lang } from "./languages";

const PREFIX = /^\/([a-z]{2})(?=\/|$)/;
/** Addresses that are the same in every language. */
const UNTRANSLATED = /^\/(admin|api|uploads)(\/|$)/;

/** The language of the page at `pathname`. */
export function langOfPath(pathname: string): Lang {
  const prefix = PREFIX.exec(pathname)?.[1];
  return isLang(prefix) && prefix !== DEFAULT_LANG ? prefix : DEFAULT_LANG;
}

/** `pathname` without its language: the English twin's path ("/es" and "/es/" are "/"). */
export function stripLang(pathname: string): string {
  const lang = langOfPath(pathname);
  return lang === DEFAULT_LANG ? pathname : pathname.slice(lang.length + 1) || "/";
}

/**
 * The app's own address `to` (a path, maybe with a query or hash) in `lang`: `/shop` is `/es/shop` in
 * Spanish; anything that is not a path of this app (another site, `mailto:`, a relative path) and the
 * admin area's addresses are left as they are.
 */
export function pathInLang(to: string, lang: Lang): string {
  if (!to.startsWith("/") || to.startsWith("//") || UNTRANSLATED.test(to)) return to;
  const end = to.search(/[?#]/);
  const path = end === -1 ? to : to.slice(0, end);
  const rest = end === -1 ? "" : to.slice(end);
  const bare = stripLang(path);
  if (lang === DEFAULT_LANG) return bare + rest;
  return (bare === "/" ? `/${lang}/` : `/${lang}${bare}`) + rest;
}

/** `pathname`'s twin in every language, English first ("/shop": {en: "/shop", es: "/es/shop"}). */
export function twinPaths(pathname: string): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, pathInLang(pathname, lang)])) as Record<Lang, string>;
}
