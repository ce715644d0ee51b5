/** Signing in: password check with attempt limits, then a token and the user's public view. */
import { eq } from "drizzle-orm";
import type { AuthResponse, LoginInput } from "#shared/schemas/user";
import { MESSAGES } from "#shared/rules/messages";
import type { Deps } from "../deps";
import { HttpError } from "../errors";
import { writeTx } from "../db";
import { users } from "../db/tables";
import { DUMMY_HASH_PROMISE, verifyPassword } from "./passwords";
import { clearAttempts, loginLimits, loginPairSubject, releaseAttempts, reserveAttempt } from "./rate-limit";
import { issueToken } from "./tokens";
import { findUserByEmail, publicUser } from "./users";

const TOO_MANY = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

/** A session under the account's current session version, so it lasts until the next password reset. */
export async function sessionFor(deps: Deps, userId: number, role: "admin" | "user"): Promise<AuthResponse> {
  const [row] = await deps.db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
  const access_token = await issueToken(deps.jwtSecret, { sub: userId, role, sv: row?.sessionVersion ?? 0 }, deps.now());
  return { access_token, token_type: "bearer", user: await publicUser(deps.db, userId) };
}

/**
 * Regular login accepts any account; the admin endpoint accepts only admins, answering others exactly like a
 * wrong password. The attempt is reserved before the password is checked (see rate-limit.ts) and a failure
 * keeps it. A success releases its own reservation and ends this address's lock on this e-mail, but leaves
 * the per-address and per-e-mail failures: someone signing into an account of their own must not wipe the
 * count of guesses they made at others.
 */
export async function login(deps: Deps, input: LoginInput, adminOnly: boolean, address: string): Promise<AuthResponse> {
  const { db } = deps;
  const reserved = await reserveAttempt(db, "login", loginLimits(input.email, address), deps.now(), TOO_MANY);
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !ok || (adminOnly && user.role !== "admin")) throw new HttpError(401, MESSAGES.invalidCredentials);
  await writeTx(db, async () => {
    await releaseAttempts(db, reserved);
    await clearAttempts(db, "login", loginPairSubject(input.email, address));
  });
  return sessionFor(deps, user.id, user.role);
}
