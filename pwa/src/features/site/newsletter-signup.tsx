/**
 * Home's newsletter sign-up. Pressing the button fetches the provider's form; when that fails (no
 * signal, blocked, slow) nothing alarming is shown: the button is simply ready again, and the note
 * under it already says the form needs a connection.
 */
import { useRef, useState } from "react";
import { ComingSoonButton } from "./coming-soon-button";
import { loadNewsletterWidget, newsletterScriptUrl } from "./newsletter-widget";

type WidgetState = "idle" | "loading" | "open";

export function NewsletterSignup() {
  const [state, setState] = useState<WidgetState>("idle");
  const formSlot = useRef<HTMLDivElement>(null);
  const scriptUrl = newsletterScriptUrl();

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
        <h2 id="newsletter-heading">Trail notes in your inbox</h2>
        <p>
          One friendly email a month: new guidebooks and hunts, seasonal tips for visiting the parks with kids, and the
          occasional printable activity for the car ride.
        </p>
        {!scriptUrl ? (
          <ComingSoonButton label="Sign up for the newsletter" />
        ) : state !== "open" ? (
          <div className="site-newsletter-action">
            <button type="button" className="btn btn-accent" onClick={openForm} aria-busy={state === "loading"} aria-describedby="newsletter-note">
              {state === "loading" ? "Opening the sign-up form…" : "Sign up for the newsletter"}
            </button>
            <span id="newsletter-note" className="site-note">
              The form comes from our email provider, so it opens when you are online.
            </span>
          </div>
        ) : (
          <p>Fill in the form below to join. You can unsubscribe from any email with one click.</p>
        )}
        <div ref={formSlot} className="site-newsletter-form" tabIndex={-1} aria-label="Newsletter sign-up form" role="region" hidden={state !== "open"} />
      </div>
    </section>
  );
}
