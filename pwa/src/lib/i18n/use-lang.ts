// @chunk core
/**
 * The language of the page being drawn, given by the root route from the address (`/es/…` is Spanish).
 * A context rather than a read of `location`, so the server's pre-renderer and tests draw in the
 * language they are given.
 */
import { createContext, useContext } from "react";
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";

export const LangContext = createContext<Lang>(DEFAULT_LANG);

export function useLang(): Lang {
  return useContext(LangContext);
}
