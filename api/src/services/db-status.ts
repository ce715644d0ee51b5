/**
 * The admin's system tools: a read-only look at the database (size, row counts, newest migration, journal
 * mode) and "clear cache", which drops server-side records that no longer protect anything.
 */
import { and, lt, sql } from "drizzle-orm";
import type { DbStatus } from "#shared/schemas/system";
import type { Db } from "../db/client";
import { lastMigration } from "../db/client";
import { authAttempts, idempotencyKeys } from "../db/schema";
import { LOGIN_WINDOW_MS, REGISTER_WINDOW_MS } from "./rate-limit";

export function dbStatus(db: Db): DbStatus {
  const sqlite = db.$client;
  const pageCount = Number(sqlite.pragma("page_count", { simple: true }));
  const pageSize = Number(sqlite.pragma("page_size", { simple: true }));
  // GLOB, not LIKE: in LIKE the "_" of "sqlite_" and "__drizzle" would match any character.
  const names = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB 'sqlite_*' AND name NOT GLOB '__drizzle*' ORDER BY name")
    .all() as { name: string }[];
  const tables = names.map(({ name }) => {
    const row = sqlite.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as { n: number };
    return { name, rows: Number(row.n) };
  });
  return {
    ok: true,
    size_bytes: pageCount * pageSize,
    tables,
    last_migration: lastMigration(db),
    journal_mode: String(sqlite.pragma("journal_mode", { simple: true })),
  };
}

/**
 * Tracking replays arrive within minutes of the original (an outbox retry after a lost answer), and a
 * duplicate view would only count one view twice, so their keys are dropped after a day.
 */
export const TRACKING_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** No rate-limit window looks further back than this, so older attempts can never refuse anyone. */
export const AUTH_ATTEMPT_TTL_MS = Math.max(LOGIN_WINDOW_MS, REGISTER_WINDOW_MS);

/**
 * Keys guarding purchases, completions and coupon redemptions are kept: a device can sit offline for days
 * with a purchase whose answer it never received, and its retry must still be recognised as a duplicate.
 * Runs inside the caller's write transaction; answers how many rows were dropped.
 */
export function clearCaches(db: Db, now: Date): number {
  const keyCutoff = new Date(now.getTime() - TRACKING_KEY_TTL_MS).toISOString();
  const attemptCutoff = new Date(now.getTime() - AUTH_ATTEMPT_TTL_MS).toISOString();
  const keys = db
    .delete(idempotencyKeys)
    .where(and(lt(idempotencyKeys.createdAt, keyCutoff), sql`${idempotencyKeys.scope} GLOB 'analytics.*'`))
    .run();
  const attempts = db.delete(authAttempts).where(lt(authAttempts.createdAt, attemptCutoff)).run();
  return keys.changes + attempts.changes;
}
