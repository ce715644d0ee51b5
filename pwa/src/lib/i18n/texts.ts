// @chunk core
/**
 * The app's texts by area. Each area's English catalog rides with the code that uses it (so a hunt's
 * first load carries only the hunt's and the shell's English); another language's catalogs, every area
 * in one module, load when a page in that language first needs them, and stay (the service worker
 * keeps them for offline use like every other script).
 */
import { use } from "react";
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";
import loaders from "virtual:text-loaders";
import { currentLang } from "./current-lang";
import { useLang } from "./use-lang";

/** A compiled message: its text, with the arguments it names filled in. */
export type Message = (args?: Readonly<Record<string, string | number>>) => string;
export type Messages<Catalog> = { readonly [K in keyof Catalog]: Message };

export interface Texts<Catalog> {
  area: string;
  en: Messages<Catalog>;
}

type LanguageCatalogs = Record<string, Messages<Record<string, string>>>;

const loaded = new Map<Lang, LanguageCatalogs>();
const loading = new Map<Lang, Promise<void>>();

/**
 * An area's texts from its English catalog, imported as JSON: TypeScript sees the JSON's strings, while
 * the build (scripts/vite/message-catalogs.ts) has compiled each into its message function.
 */
export function defineTexts<Catalog extends Record<string, string>>(area: string, en: Catalog): Texts<Catalog> {
  return { area, en: en as unknown as Messages<Catalog> };
}

/** Loads `lang`'s catalogs if they are not in yet; English is always in. */
export function loadLanguage(lang: Lang): Promise<void> {
  if (lang === DEFAULT_LANG || loaded.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    const load = loaders[lang as keyof typeof loaders];
    pending = load
      ? load().then(
          (module) => void loaded.set(lang, module.default as LanguageCatalogs),
          (error: unknown) => {
            // A failed load (a new version's file gone missing mid-session) may be tried again.
            loading.delete(lang);
            throw error;
          },
        )
      : Promise.reject(new Error(`No catalogs for ${lang}`));
    loading.set(lang, pending);
  }
  return pending;
}

/** `texts` in `lang`, or null when that language's catalogs are not loaded yet. */
export function textsIn<Catalog>(texts: Texts<Catalog>, lang: Lang): Messages<Catalog> | null {
  if (lang === DEFAULT_LANG) return texts.en;
  const area = loaded.get(lang)?.[texts.area];
  return (area as Messages<Catalog> | undefined) ?? null;
}

/**
 * `texts` in the language of the page the browser is on, for code outside React (an action's toast);
 * English until that language has loaded, which it has once any of its pages has drawn.
 */
export function textsNow<Catalog>(texts: Texts<Catalog>, lang: Lang = currentLang()): Messages<Catalog> {
  return textsIn(texts, lang) ?? texts.en;
}

/**
 * `texts` in the page's language. Drawn before that language's catalogs are in (a link into the other
 * language), the screen waits for them under its Suspense boundary instead of flashing English.
 */
export function useTexts<Catalog>(texts: Texts<Catalog>): Messages<Catalog> {
  const lang = useLang();
  const ready = textsIn(texts, lang);
  if (ready) return ready;
  use(loadLanguage(lang));
  return textsIn(texts, lang) ?? texts.en;
}
