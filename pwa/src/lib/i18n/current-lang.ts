// @chunk core
/** The language of the page the browser is on, for code outside React (toasts, errors of actions). */
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";
import { langOfPath } from "#shared/rules/lang-path";

export function currentLang(): Lang {
  return typeof location === "undefined" ? DEFAULT_LANG : langOfPath(location.pathname);
}
