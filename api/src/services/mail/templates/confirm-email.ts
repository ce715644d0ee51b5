/** "Confirm your e-mail": sent after registering (and on "Send again"), with a link valid for 7 days. */
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import { html } from "./html";
import { linkButton, renderMail, type RenderedMail } from "./layout";

export interface ConfirmEmailInput {
  siteName: string;
  name: string;
  link: string;
}

export function confirmEmailMessage({ siteName, name, link }: ConfirmEmailInput): RenderedMail {
  const hello = `Hello ${name},`;
  const welcome = `Welcome to ${siteName}! Please confirm that this address is yours with this link. It works for 7 days:`;
  const orders = "Once it is confirmed, what you bought with this address without signing in appears in your account too.";
  const ignore = "If you did not create an account, you can ignore this message.";
  return renderMail({
    siteName,
    subject: ACCOUNT_MAIL_TEXTS.confirmYourEmail,
    body: html`<p>${hello}</p>
<p>${welcome}</p>
${linkButton(link, ACCOUNT_MAIL_TEXTS.confirmYourEmail)}
<p>${orders}</p>
<p>${ignore}</p>`,
    text: [hello, welcome, link, orders, ignore],
  });
}
