/**
 * The switch to this page's twin in the other language ("Español" on English pages, "English" on
 * Spanish ones), in each language's own words and marked with its language. The choice is remembered
 * on the device; the other language's texts are loaded before the twin is shown, so it never flashes
 * English. Pages with no twin (the admin area) show no switch.
 */
import type { MouseEvent } from "react";
// The router's own navigate: the twin's address is already in the language it goes to.
import { useLocation, useNavigate } from "react-router-dom";
import { LANG_NAMES, LANGS, type Lang } from "#shared/rules/languages";
import { rememberLang } from "../../lib/i18n/lang-memory";
import { pathInLang } from "#shared/rules/lang-path";
import { loadLanguage } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";

/** Whether a click is the plain kind the app handles itself (not one opening a new tab or window). */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The languages this page has a twin in, other than its own. */
export function useTwinLangs(): Lang[] {
  const lang = useLang();
  const { pathname } = useLocation();
  return LANGS.filter((other) => other !== lang && pathInLang(pathname, other) !== pathname);
}

/** A link to this page's twin in `other`: its address, and a click that remembers the choice and goes there. */
export function useTwinLink(other: Lang): { href: string; onClick: (event: MouseEvent) => void } {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const href = pathInLang(pathname, other) + search + hash;
  const onClick = (event: MouseEvent) => {
    rememberLang(other);
    if (!plainClick(event)) return;
    event.preventDefault();
    // Should the texts fail to load (a new version replaced them), the twin still opens as a page.
    void loadLanguage(other).then(
      () => navigate(href),
      () => window.location.assign(href),
    );
  };
  return { href, onClick };
}

function TwinLink({ lang }: { lang: Lang }) {
  const link = useTwinLink(lang);
  return (
    <a {...link} lang={lang} hrefLang={lang}>
      {LANG_NAMES[lang]}
    </a>
  );
}

export function LangSwitch() {
  return (
    <>
      {useTwinLangs().map((other) => (
        <TwinLink key={other} lang={other} />
      ))}
    </>
  );
}
