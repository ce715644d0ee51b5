// @chunk core
/**
 * Gives the screens below it the language of the address (`/es/…` Spanish, else English) and keeps the
 * document's `lang` in step (the server writes it into pages it draws; the app shell the service
 * worker serves says English until this runs).
 */
import { useLayoutEffect, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { langOfPath } from "#shared/rules/lang-path";
import { LangContext } from "./use-lang";

export function LangProvider({ children }: { children: ReactNode }) {
  const lang = langOfPath(useLocation().pathname);
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <LangContext value={lang}>{children}</LangContext>;
}
