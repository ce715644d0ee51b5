/**
 * The hunt editor's languages as tabs: "English", the hunt itself, and one tab per language it can be
 * translated into ("Español"). The tab showing is in the address (`?lang=es`), so a reload or a shared
 * link opens it again; a translation's form stays mounted once opened, so switching back and forth keeps
 * what was typed.
 */
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { DEFAULT_LANG, LANG_NAMES, LANGS, TRANSLATED_LANGS, type Lang, type TranslatedLang } from "#shared/rules/languages";
import type { Hunt } from "#shared/schemas/hunt";
import { HuntTranslationForm } from "./hunt-translation-form";

const LANG_PARAM = "lang";

const shownLang = (value: string | null): Lang => LANGS.find((lang) => lang === value) ?? DEFAULT_LANG;

export function HuntLanguageTabs({ hunt, english }: { hunt: Hunt; english: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const shown = shownLang(params.get(LANG_PARAM));
  const [opened, setOpened] = useState<ReadonlySet<Lang>>(() => new Set([DEFAULT_LANG, shown]));

  const show = (lang: Lang) => {
    setOpened((seen) => new Set([...seen, lang]));
    setParams(lang === DEFAULT_LANG ? {} : { [LANG_PARAM]: lang }, { replace: true });
    document.getElementById(`hunt-tab-${lang}`)?.focus();
  };
  // Arrow keys move between the tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    show(LANGS[(LANGS.indexOf(shown) + step + LANGS.length) % LANGS.length]!);
  };

  return (
    <div className="stack">
      <div className="row hunt-language-tabs" role="tablist" aria-label="Language" onKeyDown={onKeyDown}>
        {LANGS.map((lang) => (
          <button
            key={lang}
            id={`hunt-tab-${lang}`}
            type="button"
            role="tab"
            className={lang === shown ? "btn btn-small" : "btn btn-secondary btn-small"}
            aria-selected={lang === shown}
            aria-controls={`hunt-panel-${lang}`}
            tabIndex={lang === shown ? 0 : -1}
            lang={lang}
            onClick={() => show(lang)}
          >
            {LANG_NAMES[lang]}
            {lang !== DEFAULT_LANG && !hunt.languages?.includes(lang) && <span className="visually-hidden"> (incomplete)</span>}
          </button>
        ))}
      </div>
      <div id={`hunt-panel-${DEFAULT_LANG}`} role="tabpanel" aria-labelledby={`hunt-tab-${DEFAULT_LANG}`} hidden={shown !== DEFAULT_LANG}>
        {english}
      </div>
      {TRANSLATED_LANGS.map((lang: TranslatedLang) => (
        <div key={lang} id={`hunt-panel-${lang}`} role="tabpanel" aria-labelledby={`hunt-tab-${lang}`} hidden={shown !== lang}>
          {opened.has(lang) && <HuntTranslationForm hunt={hunt} lang={lang} />}
        </div>
      ))}
    </div>
  );
}
