// @chunk core
/**
 * Words in another language than the page's, marked as such (a park's name on a Spanish page), and
 * left as they are when they are in the page's own language.
 */
import type { ReactNode } from "react";
import type { Lang } from "#shared/rules/languages";

export function InLang({ lang, children }: { lang: Lang | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
