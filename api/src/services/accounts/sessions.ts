/**
 * Sessions: each sign-in opens a row of `sessions` that its token names, and ending one revokes the row,
 * which every server process sees on the next request (middleware/auth.ts reads it with the account).
 * Rows that have expired, revoked or not, are deleted as new sessions open, so they never pile up.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte, ne } from "drizzle-orm";
import type { AuthResponse } from "#shared/schemas/user";
import type { Deps } from "../../deps";
import { writeTx, type Db } from "../../db";
import { sessions, users } from "../../db/tables";
import { issueToken, TOKEN_TTL_SECONDS, type ReadToken } from "./tokens";
import { publicUser } from "./users";

/** The account a token's session signs in, if the session is still open: read on every request (middleware/auth.ts), by primary keys. */
export const sessionAccountQuery = (db: Db, token: ReadToken, now: Date) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, token.sessionId), eq(sessions.userId, token.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now.toISOString())))
    .limit(1);

/** A new session for the account, with its token and the user's public view. */
export async function sessionFor(deps: Deps, userId: number, role: "admin" | "user"): Promise<AuthResponse> {
  const { db } = deps;
  const now = deps.now();
  // 144 random bits: a session's id is never guessed, though a token also needs the signing secret.
  const id = randomBytes(18).toString("base64url");
  await writeTx(db, async () => {
    await db.delete(sessions).where(lte(sessions.expiresAt, now.toISOString()));
    await db.insert(sessions).values({
      id,
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000).toISOString(),
    });
  });
  const access_token = await issueToken(deps.jwtSecret, { sub: userId, role, sid: id }, now);
  return { access_token, token_type: "bearer", user: await publicUser(db, userId) };
}

/** Ends one session ("Sign out"): its token is refused from now on. */
export async function endSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await writeTx(db, () => db.update(sessions).set({ revokedAt: now.toISOString() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))));
}

/**
 * Ends every open session of the account, or every one but `keep` (the one changing the password), in
 * the caller's write transaction when there is one; answers how many it ended.
 */
export async function endSessions(db: Db, userId: number, now: Date, keep?: string): Promise<number> {
  const ended = await writeTx(db, () =>
    db
      .update(sessions)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now.toISOString()), keep === undefined ? undefined : ne(sessions.id, keep)))
      .returning({ id: sessions.id }),
  );
  return ended.length;
}
