/** Signing in: password check with attempt limits, then a token and the user's public view. */
import type { AuthResponse, LoginInput } from "#shared/schemas/user";
import { MESSAGES } from "#shared/rules/messages";
import type { Deps } from "../deps";
import { HttpError } from "../errors";
import { writeTx } from "../db/transactions";
import { DUMMY_HASH_PROMISE, verifyPassword } from "./passwords";
import { assertUnderLimit, clearAttempts, LOGIN_FAILURES_MAX, LOGIN_WINDOW_MS, recordAttempt } from "./rate-limit";
import { issueToken } from "./tokens";
import { findUserByEmail, publicUser } from "./users";

const TOO_MANY = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

export async function sessionFor(deps: Deps, userId: number, role: "admin" | "user"): Promise<AuthResponse> {
  const access_token = await issueToken(deps.jwtSecret, { sub: userId, role }, deps.now());
  return { access_token, token_type: "bearer", user: publicUser(deps.db, userId) };
}

/** Regular login accepts any account; the admin endpoint accepts only admins, answering others exactly like a wrong password. */
export async function login(deps: Deps, input: LoginInput, adminOnly: boolean): Promise<AuthResponse> {
  const { db } = deps;
  assertUnderLimit(db, "login", input.email, deps.now(), LOGIN_FAILURES_MAX, LOGIN_WINDOW_MS, TOO_MANY);
  const user = findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !ok || (adminOnly && user.role !== "admin")) {
    writeTx(db, () => recordAttempt(db, "login", input.email, deps.now(), LOGIN_WINDOW_MS));
    throw new HttpError(401, MESSAGES.invalidCredentials);
  }
  writeTx(db, () => clearAttempts(db, "login", input.email));
  return sessionFor(deps, user.id, user.role);
}
