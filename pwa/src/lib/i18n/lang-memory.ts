// @chunk boot
/**
 * The language a family chose with the switch, remembered on this device so the installed app (which
 * opens at `/`) opens in it. Kept in localStorage, not IndexedDB: the entry reads it synchronously
 * before anything else runs, to open the right page without a second navigation.
 */
import { isLang, type Lang } from "#shared/rules/languages";

export const LANG_KEY = "park_hunts_lang";

export function rememberedLang(): Lang | null {
  try {
    const value = localStorage.getItem(LANG_KEY);
    return isLang(value) ? value : null;
  } catch {
    // Storage blocked (a private window's policy): nothing remembered.
    return null;
  }
}

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
}

/**
 * Where the app opens: `/` (where the installed app starts) in the language the family chose, when
 * that is not English; every other address is already in its language. Only `/` asks what was chosen
 * (or is told, `remembered`): a page's first read of localStorage waits on the browser for the whole
 * store, about 15 ms of a slow phone's start that a hunt opened by its address need not pay.
 */
export function openingPath(pathname: string, remembered?: Lang | null): string {
  if (pathname !== "/") return pathname;
  const lang = remembered === undefined ? rememberedLang() : remembered;
  return lang && lang !== "en" ? `/${lang}/` : pathname;
}
