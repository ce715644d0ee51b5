/** Signing in: the password checked under the sign-in attempt limits, then a new session. */
import type { LoginInput } from "#shared/schemas/user";
import type { Deps } from "../../deps";
import { HttpError, type Refusal } from "../../errors";
import { writeTx } from "../../db";
import { DUMMY_HASH_PROMISE, verifyPassword } from "./passwords";
import { clearAttempts, loginLimits, loginPairSubject, releaseAttempts, reserveAttempt } from "../infrastructure/rate-limit";
import { sessionFor } from "./sessions";
import { findUserByEmail } from "./users";

const TOO_MANY: Refusal = { key: "tooManySignIns" };

type Account = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * The account `email` names when `password` is its password and `accepts` takes it, else null. The
 * attempt is reserved before the password is checked (see rate-limit.ts) and a failure keeps it. A
 * success releases its own reservation and ends this address's lock on this e-mail, but leaves the
 * per-address and per-e-mail failures: someone signing into an account of their own must not wipe the
 * count of guesses they made at others.
 */
export async function checkPassword(deps: Deps, email: string, password: string, address: string, accepts = (_: Account) => true): Promise<Account | null> {
  const { db } = deps;
  const reserved = await reserveAttempt(db, "login", loginLimits(email, address), deps.now(), TOO_MANY);
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !ok || !accepts(user)) return null;
  await writeTx(db, async () => {
    await releaseAttempts(db, reserved);
    await clearAttempts(db, "login", loginPairSubject(email, address));
  });
  return user;
}

/**
 * Regular login accepts any account; the admin endpoint accepts only admins, answering others exactly like a
 * wrong password.
 */
export async function login(deps: Deps, input: LoginInput, adminOnly: boolean, address: string) {
  const user = await checkPassword(deps, input.email, input.password, address, (account) => !adminOnly || account.role === "admin");
  if (!user) throw new HttpError(401, { key: "invalidCredentials" });
  return sessionFor(deps, user.id, user.role);
}
