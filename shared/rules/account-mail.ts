// @chunk core
/**
 * The pages the site's e-mails link to, and what the account screens and the API say about them: one
 * place, so the link the server mails is the page the app opens, with the same words on both sides.
 */
export const RESET_PASSWORD_PATH = "/reset-password";
export const CONFIRM_EMAIL_PATH = "/confirm-email";
export const TOKEN_PARAM = "token";

export const ACCOUNT_MAIL_TEXTS = {
  forgotPassword: "Forgot password?",
  resetYourPassword: "Reset your password",
  /** The one answer to every reset request, whether or not an account uses the address. */
  resetRequested: "If an account uses that address, we sent a link to reset its password.",
  resetLinkDead: "This link has expired or has already been used. Please ask for a new one.",
  passwordReset: "Your password has been changed and you are signed in.",
  confirmYourEmail: "Confirm your e-mail",
  emailNotConfirmed: "E-mail not confirmed",
  sendAgain: "Send again",
  confirmationSent: "We sent a new confirmation link. It works for 7 days.",
  alreadyConfirmed: "Your e-mail is already confirmed.",
  confirmLinkDead: "This confirmation link has expired or has already been used.",
  emailConfirmed: "E-mail confirmed",
} as const;

/** The link a message carries to one of the pages above, on the site's main address. */
export function tokenLink(origin: string, path: string, token: string): string {
  return `${origin}${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
