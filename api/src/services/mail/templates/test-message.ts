/** "Send a test message" in admin Settings: proof that mail leaves the server and arrives. */
import { DEFAULT_LANG } from "#shared/rules/languages";
import { html } from "./html";
import { renderMail, type RenderedMail } from "./layout";
import { mailTexts } from "./mail-catalog";

/** In English, as the admin area is. */
export function testMessage({ siteName }: { siteName: string }): RenderedMail {
  const t = mailTexts(DEFAULT_LANG);
  const subject = t.testSubject({ siteName });
  const lines = [t.testSent(), t.testArrives()];
  return renderMail({
    siteName,
    subject,
    body: html`${lines.map((line) => html`<p>${line}</p>`)}`,
    text: lines,
  });
}
