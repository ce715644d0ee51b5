/**
 * The calls behind the screens a mailed link leads to: asking for a reset link, setting the new password
 * (which signs the family in), confirming an e-mail and asking for the confirmation again. Confirming is
 * one request per link and session at a time: React may mount the page twice, and a link opened by the
 * account's own session works once.
 */
import type { AuthResponse } from "#shared/schemas/user";
import { api, apiRequest, type ApiResult, type Said } from "../../lib/api/api-client";
import { currentLang } from "../../lib/i18n/current-lang";
import { refusal } from "../../lib/i18n/error-texts";
import { useAuth } from "../../stores/auth";
import { logIn, type SignInResult } from "./sign-in";

export interface Confirmation {
  detail: string;
  email: string;
  claimed_orders: number;
  /** Confirmed, but opened without the account's session: signing in and opening it again adds the orders. */
  sign_in_to_claim?: boolean;
}

export async function askForResetLink(email: string): Promise<ApiResult<{ detail: string }>> {
  return api.post<{ detail: string }>("/users/forgot-password", { email, lang: currentLang() });
}

export type ResetResult = SignInResult | (Said & { success: false; offline: false; deadLink: true });

export async function resetPassword(token: string, password: string): Promise<ResetResult> {
  const res = await api.post<AuthResponse>("/users/reset-password", { token, password });
  if (res.success) return logIn(res.data.access_token, res.data.user);
  if (res.status === 410) return { success: false, ...refusal("resetLinkDead"), offline: false, deadLink: true };
  return { success: false, error: res.error, key: res.key, params: res.params, offline: res.status === 0 };
}

const confirmations = new Map<string, Promise<ApiResult<Confirmation>>>();

/** Opens the link with this device's session, if any: the account's own session claims its orders. */
async function confirmEmail(token: string, session: string | null): Promise<ApiResult<Confirmation>> {
  const res = await apiRequest<Confirmation>("POST", "/users/confirm-email", { body: { token }, token: session });
  // A session the server has ended still confirms the address, as a device signed in to nothing does.
  return res.status === 401 && session !== null ? confirmEmail(token, null) : res;
}

/** Once per link and session: signing in and coming back opens it again, now as the account. */
export function confirmEmailOnce(token: string): Promise<ApiResult<Confirmation>> {
  const session = useAuth.getState().token;
  const key = `${token} ${session ?? ""}`;
  const known = confirmations.get(key);
  if (known) return known;
  const request = confirmEmail(token, session).then((res) => {
    // A lost connection may be tried again; the server's answer stands.
    if (res.status === 0) confirmations.delete(key);
    return res;
  });
  confirmations.set(key, request);
  return request;
}

export async function sendConfirmationAgain(): Promise<ApiResult<{ detail: string }>> {
  return api.post<{ detail: string }>("/users/confirm-email/send", { lang: currentLang() });
}
