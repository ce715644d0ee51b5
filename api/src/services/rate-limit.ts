/**
 * Attempt counting for login and registration, stored in the database so every server process sees the
 * same count. Old rows are pruned as new ones are written.
 */
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { authAttempts } from "../db/schema";
import { HttpError } from "../errors";

export const LOGIN_FAILURES_MAX = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const REGISTRATIONS_MAX = 30;
export const REGISTER_WINDOW_MS = 60 * 60 * 1000;

type Kind = "login" | "register";

export function attemptsSince(db: Db, kind: Kind, subject: string, since: Date): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject), gte(authAttempts.createdAt, since.toISOString())))
    .get();
  return Number(row?.n ?? 0);
}

export function recordAttempt(db: Db, kind: Kind, subject: string, now: Date, windowMs: number): void {
  db.insert(authAttempts).values({ kind, subject, createdAt: now.toISOString() }).run();
  db.delete(authAttempts)
    .where(and(eq(authAttempts.kind, kind), lt(authAttempts.createdAt, new Date(now.getTime() - windowMs).toISOString())))
    .run();
}

export function clearAttempts(db: Db, kind: Kind, subject: string): void {
  db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject))).run();
}

export function assertUnderLimit(db: Db, kind: Kind, subject: string, now: Date, max: number, windowMs: number, detail: string) {
  if (attemptsSince(db, kind, subject, new Date(now.getTime() - windowMs)) >= max) throw new HttpError(429, detail);
}
