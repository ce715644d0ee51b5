// @chunk core
/**
 * The `lang` to mark a text with: its own language when that is not the page's (a hunt only in English
 * on a Spanish page, a blog post), nothing when it is.
 */
import type { Lang } from "#shared/rules/languages";
import { useLang } from "./use-lang";

export function useTextLang(lang: Lang): Lang | undefined {
  return useLang() === lang ? undefined : lang;
}
