/** "Confirm your e-mail": sent after registering (and on "Send again"), with a link valid for 7 days. */
import type { Lang } from "#shared/rules/languages";
import { html } from "./html";
import { linkButton, renderMail, type RenderedMail } from "./layout";
import { mailTexts, pageTitles } from "./mail-catalog";

export interface ConfirmEmailInput {
  siteName: string;
  name: string;
  link: string;
  lang: Lang;
}

export function confirmEmailMessage({ siteName, name, link, lang }: ConfirmEmailInput): RenderedMail {
  const t = mailTexts(lang);
  const subject = pageTitles(lang).confirmYourEmail();
  const hello = t.hello({ name });
  const welcome = t.confirmWelcome({ siteName });
  return renderMail({
    siteName,
    lang,
    subject,
    body: html`<p>${hello}</p>
<p>${welcome}</p>
${linkButton(link, subject)}
<p>${t.confirmOrders()}</p>
<p>${t.confirmIgnore()}</p>`,
    text: [hello, welcome, link, t.confirmOrders(), t.confirmIgnore()],
  });
}
