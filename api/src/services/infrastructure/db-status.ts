/**
 * The admin's system tools: a read-only look at the database (size, row counts, newest migration, journal
 * mode) and "clear cache", which drops server-side records that no longer protect anything.
 */
import { and, eq, isNotNull, like, lt, or } from "drizzle-orm";
import type { DbStatus } from "#shared/schemas/system";
import { engineOf, type Db } from "../../db";
import { accountTokens, authAttempts, idempotencyKeys, mailOutbox } from "../../db/tables";
import {
  CONFIRM_MAIL_WINDOW_MS,
  LOGIN_WINDOW_MS,
  PHOTO_UPLOAD_WINDOW_MS,
  REGISTER_WINDOW_MS,
  RESET_MAIL_WINDOW_MS,
  SIGNED_OUT_COMPLETION_WINDOW_MS,
} from "./rate-limit";

export async function dbStatus(db: Db): Promise<DbStatus> {
  const status = await engineOf(db).status();
  return {
    ok: true,
    size_bytes: status.sizeBytes,
    tables: status.tables,
    last_migration: status.lastMigration,
    journal_mode: status.journalMode,
  };
}

/**
 * Tracking replays arrive within minutes of the original (an outbox retry after a lost answer), and a
 * duplicate view would only count one view twice, so their keys are dropped after a day.
 */
export const TRACKING_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** No rate-limit window looks further back than this, so older attempts can never refuse anyone. */
export const AUTH_ATTEMPT_TTL_MS = Math.max(
  LOGIN_WINDOW_MS,
  REGISTER_WINDOW_MS,
  PHOTO_UPLOAD_WINDOW_MS,
  SIGNED_OUT_COMPLETION_WINDOW_MS,
  RESET_MAIL_WINDOW_MS,
  CONFIRM_MAIL_WINDOW_MS,
);

/** How long the record of a sent message stays (admin Settings shows the newest send). */
export const SENT_MAIL_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keys guarding purchases, completions and coupon redemptions are kept until the retention window
 * (./retention.ts): a device can sit offline for days with a purchase whose answer it never received, and
 * its retry must still be recognised as a duplicate.
 * Mailed links that were used or expired go, and sent mail older than SENT_MAIL_KEEP_MS.
 * Runs inside the caller's write transaction; answers how many rows were dropped.
 */
export async function clearCaches(db: Db, now: Date): Promise<number> {
  const keyCutoff = new Date(now.getTime() - TRACKING_KEY_TTL_MS).toISOString();
  const attemptCutoff = new Date(now.getTime() - AUTH_ATTEMPT_TTL_MS).toISOString();
  // The tracking scopes are "analytics.<kind>"; the pattern has no "_", the only other LIKE wildcard.
  const keys = await db
    .delete(idempotencyKeys)
    .where(and(lt(idempotencyKeys.createdAt, keyCutoff), like(idempotencyKeys.scope, "analytics.%")))
    .returning({ key: idempotencyKeys.key });
  const attempts = await db.delete(authAttempts).where(lt(authAttempts.createdAt, attemptCutoff)).returning({ id: authAttempts.id });
  // A used or expired link is refused just as one never issued is, so its row protects nothing.
  const links = await db
    .delete(accountTokens)
    .where(or(isNotNull(accountTokens.usedAt), lt(accountTokens.expiresAt, now.toISOString())))
    .returning({ id: accountTokens.id });
  // Failed messages stay for the admin to see; sent ones only after a month.
  const mail = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, new Date(now.getTime() - SENT_MAIL_KEEP_MS).toISOString())))
    .returning({ id: mailOutbox.id });
  return keys.length + attempts.length + links.length + mail.length;
}
