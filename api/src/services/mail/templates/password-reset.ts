/** The password reset message: one link, valid for an hour and once, and what to do if nobody asked. */
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import { html } from "./html";
import { linkButton, renderMail, type RenderedMail } from "./layout";

export interface PasswordResetInput {
  siteName: string;
  name: string;
  link: string;
}

export function passwordResetMessage({ siteName, name, link }: PasswordResetInput): RenderedMail {
  const hello = `Hello ${name},`;
  const asked = `Someone, we hope you, asked to reset the password of your ${siteName} account. Choose a new one with this link. It works once, for 1 hour:`;
  const ignore = "If you did not ask, you can ignore this message: your password stays as it is.";
  return renderMail({
    siteName,
    subject: ACCOUNT_MAIL_TEXTS.resetYourPassword,
    body: html`<p>${hello}</p>
<p>${asked}</p>
${linkButton(link, ACCOUNT_MAIL_TEXTS.resetYourPassword)}
<p>${ignore}</p>`,
    text: [hello, asked, link, ignore],
  });
}
