/** The password reset message: one link, valid for an hour and once, and what to do if nobody asked. */
import type { Lang } from "#shared/rules/languages";
import { html } from "./html";
import { linkButton, renderMail, type RenderedMail } from "./layout";
import { mailTexts, pageTitles } from "./mail-catalog";

export interface PasswordResetInput {
  siteName: string;
  name: string;
  link: string;
  lang: Lang;
}

export function passwordResetMessage({ siteName, name, link, lang }: PasswordResetInput): RenderedMail {
  const t = mailTexts(lang);
  const subject = pageTitles(lang).resetYourPassword();
  const hello = t.hello({ name });
  const asked = t.resetAsked({ siteName });
  return renderMail({
    siteName,
    lang,
    subject,
    body: html`<p>${hello}</p>
<p>${asked}</p>
${linkButton(link, subject)}
<p>${t.resetIgnore()}</p>`,
    text: [hello, asked, link, t.resetIgnore()],
  });
}
