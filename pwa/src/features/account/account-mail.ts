/**
 * The calls behind the screens a mailed link leads to: asking for a reset link, setting the new password
 * (which signs the family in), confirming an e-mail and asking for the confirmation again. Confirming is
 * one request per link at a time: React may mount the page twice, and a link works once.
 */
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import type { AuthResponse } from "#shared/schemas/user";
import { api, type ApiResult } from "../../lib/api-client";
import { currentLang } from "../../lib/i18n/current-lang";
import { logIn, type SignInResult } from "./sign-in";

export interface Confirmation {
  detail: string;
  email: string;
  claimed_orders: number;
}

export async function askForResetLink(email: string): Promise<ApiResult<{ detail: string }>> {
  return api.post<{ detail: string }>("/users/forgot-password", { email, lang: currentLang() });
}

export type ResetResult = SignInResult | { success: false; error: string; offline: false; deadLink: true };

export async function resetPassword(token: string, password: string): Promise<ResetResult> {
  const res = await api.post<AuthResponse>("/users/reset-password", { token, password });
  if (res.success) return logIn(res.data.access_token, res.data.user);
  if (res.status === 410) return { success: false, error: ACCOUNT_MAIL_TEXTS.resetLinkDead, offline: false, deadLink: true };
  return { success: false, error: res.error, offline: res.status === 0 };
}

const confirmations = new Map<string, Promise<ApiResult<Confirmation>>>();

export function confirmEmailOnce(token: string): Promise<ApiResult<Confirmation>> {
  const known = confirmations.get(token);
  if (known) return known;
  const request = api.post<Confirmation>("/users/confirm-email", { token }).then((res) => {
    // A lost connection may be tried again; the server's answer stands.
    if (res.status === 0) confirmations.delete(token);
    return res;
  });
  confirmations.set(token, request);
  return request;
}

export async function sendConfirmationAgain(): Promise<ApiResult<{ detail: string }>> {
  return api.post<{ detail: string }>("/users/confirm-email/send", { lang: currentLang() });
}
