/**
 * A first visit whose browser prefers another language the page has a twin in is told so, once, in
 * that language ("Esta página está disponible en español"), with a link to the twin. Never after the
 * family has chosen a language with the switch, and never twice on this device.
 */
import { useEffect, useState } from "react";
import type { Lang } from "#shared/rules/languages";
import { rememberedLang } from "../../lib/i18n/lang-memory";
import { preferredLang } from "../../lib/i18n/preferred-lang";
import { loadLanguage, textsIn } from "../../lib/i18n/texts";
import { useTwinLangs, useTwinLink } from "./lang-switch";
import { shellTexts } from "./shell-texts";

export const LANG_OFFERED_KEY = "park_hunts_lang_offered";

function offeredBefore(): boolean {
  try {
    return localStorage.getItem(LANG_OFFERED_KEY) !== null;
  } catch {
    return true;
  }
}

function markOffered(): void {
  try {
    localStorage.setItem(LANG_OFFERED_KEY, "1");
  } catch {
    // Storage blocked: the offer may show again on another visit.
  }
}

/** The language to offer on this page, once its texts are in; null for none. */
function useOffer(): Lang | null {
  const twins = useTwinLangs();
  const [wanted] = useState(() => {
    const preferred = preferredLang();
    return preferred && !offeredBefore() && rememberedLang() === null ? preferred : null;
  });
  const [ready, setReady] = useState<Lang | null>(null);
  const offer = wanted && twins.includes(wanted) ? wanted : null;
  useEffect(() => {
    if (!offer) return;
    let live = true;
    loadLanguage(offer).then(() => {
      if (!live) return;
      markOffered();
      setReady(offer);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [offer]);
  return ready === offer ? ready : null;
}

function Offer({ lang, onClose }: { lang: Lang; onClose: () => void }) {
  const link = useTwinLink(lang);
  const t = textsIn(shellTexts, lang) ?? shellTexts.en;
  return (
    <div className="shell-notice lang-offer" lang={lang} role="status">
      <div className="container row">
        <span>{t.langOffer()}</span>
        <a {...link} hrefLang={lang} className="btn btn-small">
          {t.langOfferLink()}
        </a>
        <button type="button" className="btn btn-secondary btn-small" onClick={onClose}>
          {t.langOfferClose()}
        </button>
      </div>
    </div>
  );
}

export function LangOffer() {
  const offer = useOffer();
  const [closed, setClosed] = useState(false);
  return offer && !closed ? <Offer lang={offer} onClose={() => setClosed(true)} /> : null;
}
