/**
 * The one-time links mailed to a family (a password reset, an e-mail confirmation). The token travels
 * only in the link; the database keeps its SHA-256, so a copy of the database opens no account. A token
 * is 32 random bytes, too many to guess, so a fast hash is enough (no salt or slow hash needed).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db";
import { accountTokens } from "../../db/tables";

export type TokenPurpose = "password-reset" | "confirm-email";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export interface NewToken {
  userId: number;
  purpose: TokenPurpose;
  /** The address the link is mailed to. */
  email: string;
  ttlMs: number;
  now: Date;
}

/** Records a new token in the caller's write transaction; answers the token itself, for the link. */
export async function issueAccountToken(db: Db, { userId, purpose, email, ttlMs, now }: NewToken): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(accountTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
    createdAt: now.toISOString(),
  });
  return token;
}

const usable = (purpose: TokenPurpose, token: string, now: Date) =>
  and(eq(accountTokens.tokenHash, hashOf(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now.toISOString()));

export interface TokenOwner {
  userId: number;
  email: string;
}

/** Whether the token would work now, without using it (to refuse a dead link before any slow work). */
export async function findUsableToken(db: Db, purpose: TokenPurpose, token: string, now: Date): Promise<TokenOwner | null> {
  const [row] = await db.select({ userId: accountTokens.userId, email: accountTokens.email }).from(accountTokens).where(usable(purpose, token, now)).limit(1);
  return row ?? null;
}

/** Uses the token up, in the caller's write transaction: it works once, and only before it expires. */
export async function useAccountToken(db: Db, purpose: TokenPurpose, token: string, now: Date): Promise<TokenOwner | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now.toISOString() })
    .where(usable(purpose, token, now))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/** Every link of this purpose the account still has stops working (a newer one has been used). */
export async function retireAccountTokens(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
