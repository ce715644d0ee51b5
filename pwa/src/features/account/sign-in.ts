/**
 * The family sign-in: email and password through /users/login, or a pre-issued pair
 * (a token longer than TOKEN_PAIR_MIN_LENGTH characters plus a user) stored as it is, with no call. A
 * registration answers with such a pair, so it signs in the same way.
 *
 * There is no second try at /auth/login: this API's /users/login admits every account, admins included,
 * so the admin endpoint could only refuse the same credentials again, and each refusal counts against
 * the per-email attempt limit. An admin signing in here still gets the admin session the fallback gave.
 */
import { userSchema, type AuthResponse, type User } from "#shared/schemas/user";
import { api, type Said } from "../../lib/api/api-client";
import { orOwn, refusal } from "../../lib/i18n/error-texts";
import { balanceRead } from "../../lib/points/balance-read";
import { isAdminUser, useAuth } from "../../stores/auth";

/** A pre-issued token must be longer than this to be taken without a call. */
export const TOKEN_PAIR_MIN_LENGTH = 50;

export type SignInResult = { success: true; user: User } | (Said & { success: false; offline: boolean });

async function store(access_token: string, user: User): Promise<SignInResult> {
  // The balance is as the server read it when it answered; the sign-in may start a delivery meanwhile.
  const readAt = Date.now();
  await useAuth.getState().signIn({ access_token, user }, isAdminUser(user));
  await balanceRead(user.id, readAt);
  return { success: true, user };
}

export async function logIn(email: string, password: string): Promise<SignInResult>;
export async function logIn(token: string, user: User): Promise<SignInResult>;
export async function logIn(first: string, second: string | User): Promise<SignInResult> {
  if (typeof second !== "string") {
    const user = userSchema.safeParse(second);
    if (first.length > TOKEN_PAIR_MIN_LENGTH && user.success) return store(first, user.data);
    return { success: false, ...refusal("loginFailed"), offline: false };
  }
  const res = await api.post<AuthResponse>("/users/login", { email: first, password: second });
  if (!res.success) {
    return { success: false, ...orOwn(res, "loginFailed"), offline: res.status === 0 };
  }
  return store(res.data.access_token, res.data.user);
}
