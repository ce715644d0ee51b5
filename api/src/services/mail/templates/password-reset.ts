/** The password reset message: one link, valid for an hour and once, and what to do if nobody asked. */
import type { Lang } from "#shared/rules/languages";
import { html } from "./html";
import { linkButton, renderMail, type RenderedMail } from "./layout";
import { MAIL_TEXTS } from "./mail-texts";

export interface PasswordResetInput {
  siteName: string;
  name: string;
  link: string;
  lang: Lang;
}

export function passwordResetMessage({ siteName, name, link, lang }: PasswordResetInput): RenderedMail {
  const t = MAIL_TEXTS[lang];
  const hello = t.hello(name);
  const asked = t.resetAsked(siteName);
  return renderMail({
    siteName,
    lang,
    subject: t.resetYourPassword,
    body: html`<p>${hello}</p>
<p>${asked}</p>
${linkButton(link, t.resetYourPassword)}
<p>${t.resetIgnore}</p>`,
    text: [hello, asked, link, t.resetIgnore],
  });
}
