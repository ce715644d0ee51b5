/**
 * Home's newsletter sign-up. Pressing the button fetches the provider's form; when that fails (no
 * signal, blocked, slow) nothing alarming is shown: the button is simply ready again, and the note
 * under it already says the form needs a connection.
 */
import { useRef, useState } from "react";
import { ComingSoonButton } from "./coming-soon-button";
import { loadNewsletterWidget, newsletterScriptUrl } from "./newsletter-widget";
import { useTexts } from "../../lib/i18n/texts";
import { siteTexts } from "./site-texts";

type WidgetState = "idle" | "loading" | "open";

export function NewsletterSignup() {
  const [state, setState] = useState<WidgetState>("idle");
  const formSlot = useRef<HTMLDivElement>(null);
  const scriptUrl = newsletterScriptUrl();
  const t = useTexts(siteTexts);

  async function openForm() {
    const slot = formSlot.current;
    if (!slot || !scriptUrl || state !== "idle") return;
    setState("loading");
    const loaded = await loadNewsletterWidget(slot, scriptUrl);
    setState(loaded ? "open" : "idle");
    if (loaded) slot.focus();
  }

  return (
    <section className="site-newsletter" aria-labelledby="newsletter-heading">
      <div className="container stack">
        <h2 id="newsletter-heading">{t.newsletterHeading()}</h2>
        <p>{t.newsletterText()}</p>
        {!scriptUrl ? (
          <ComingSoonButton label={t.newsletterSignUp()} />
        ) : state !== "open" ? (
          <div className="site-newsletter-action">
            <button type="button" className="btn btn-accent" onClick={openForm} aria-busy={state === "loading"} aria-describedby="newsletter-note">
              {state === "loading" ? t.newsletterOpening() : t.newsletterSignUp()}
            </button>
            <span id="newsletter-note" className="site-note">
              {t.newsletterNote()}
            </span>
          </div>
        ) : (
          <p>{t.newsletterFill()}</p>
        )}
        <div ref={formSlot} className="site-newsletter-form" tabIndex={-1} aria-label={t.newsletterForm()} role="region" hidden={state !== "open"} />
      </div>
    </section>
  );
}
