/**
 * "Forgot password?": a family asks for a link by e-mail and sets a new password with it. The request is
 * always answered the same way, so it tells nobody which addresses have accounts; at most
 * RESET_MAILS_MAX links an hour go out per client address and per account, and a request over a limit
 * is answered the same and sends nothing. A link works once, for an hour; using it ends every session of
 * the account, proves the address it reached is the family's (./email-confirmation.ts), and answers a
 * new session.
 */
import { eq } from "drizzle-orm";
import { RESET_PASSWORD_PATH, tokenLink } from "#shared/rules/account-mail";
import { pathInLang } from "#shared/rules/lang-path";
import type { Lang } from "#shared/rules/languages";
import type { AuthResponse } from "#shared/schemas/user";
import { users } from "../../db/tables";
import { writeTx } from "../../db";
import type { Deps } from "../../deps";
import { HttpError, TryLater } from "../../errors";
import { proveEmail } from "./email-confirmation";
import { findUsableToken, issueAccountToken, RESET_TOKEN_TTL_MS, retireAccountTokens, useAccountToken } from "./account-tokens";
import { queueMail } from "../mail/mail-queue";
import { passwordResetMessage } from "../mail/templates/password-reset";
import { hashPassword } from "./passwords";
import { resetMailLimits, reserveAttempt } from "../infrastructure/rate-limit";
import { endSessions, sessionFor } from "./sessions";
import { answerWords } from "../../texts";
import { readSettings } from "../site/settings";
import { findUserByEmail } from "./users";

export async function requestPasswordReset(deps: Deps, email: string, address: string, lang: Lang): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const user = await findUserByEmail(db, email);
  try {
    await writeTx(db, async () => {
      await reserveAttempt(db, "password-reset", resetMailLimits(address, user?.id ?? null), now, answerWords("resetRequested"));
      if (!user) return;
      const token = await issueAccountToken(db, { userId: user.id, purpose: "password-reset", email: user.email, ttlMs: RESET_TOKEN_TTL_MS, now });
      const { site_name } = await readSettings(db);
      const link = tokenLink(deps.siteOrigins[0]!, pathInLang(RESET_PASSWORD_PATH, lang), token);
      await queueMail(db, { kind: "password-reset", to: user.email, ...passwordResetMessage({ siteName: site_name, name: user.name, link, lang }) }, now);
    });
  } catch (error) {
    // Over a limit: the same answer as any other request, and no mail.
    if (error instanceof TryLater) return;
    throw error;
  }
  deps.mail.wake();
}

export async function resetPassword(deps: Deps, token: string, password: string): Promise<AuthResponse> {
  const { db } = deps;
  const dead = new HttpError(410, { key: "resetLinkDead" });
  // A dead link is refused before the slow password hash, so guessing links costs the server little.
  if (!(await findUsableToken(db, "password-reset", token, deps.now()))) throw dead;
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  const user = await writeTx(db, async () => {
    const owner = await useAccountToken(db, "password-reset", token, now);
    if (!owner) throw dead;
    await retireAccountTokens(db, owner.userId, "password-reset", now);
    const [row] = await db
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, owner.userId))
      .returning({ id: users.id, role: users.role });
    if (!row) throw dead;
    await endSessions(db, owner.userId, now);
    // The link reached the account's address, and every other session has ended: address and account are one family's.
    await proveEmail(db, owner.userId, owner.email, now);
    return row;
  });
  return sessionFor(deps, user.id, user.role);
}
