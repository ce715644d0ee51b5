// @chunk core
/**
 * The pages the site's e-mails link to: one place, so the link the server mails is the page the app
 * opens (their words are the catalogs', content/i18n/<lang>/messages.json).
 */
export const RESET_PASSWORD_PATH = "/reset-password";
export const CONFIRM_EMAIL_PATH = "/confirm-email";
export const TOKEN_PARAM = "token";

/** The link a message carries to one of the pages above, on the site's main address. */
export function tokenLink(origin: string, path: string, token: string): string {
  return `${origin}${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
