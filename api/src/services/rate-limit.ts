/**
 * Attempt counting for login and registration, stored in the database so every server process sees the
 * same count. Old rows are pruned as new ones are written.
 *
 * An attempt is reserved (counted and recorded in one write transaction) before the slow password work.
 * Checking first and recording after the await let a parallel burst pass the check many times over
 * before any of it was recorded.
 */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { writeTx } from "../db/transactions";
import { authAttempts } from "../db/tables";
import { HttpError } from "../errors";

/** The spec's rule: 10 failed sign-ins for one e-mail (from one client) per 15 minutes, then 429. */
export const LOGIN_FAILURES_MAX = 10;
export const LOGIN_ADDRESS_FAILURES_MAX = 50;
export const LOGIN_EMAIL_FAILURES_MAX = 100;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const REGISTRATIONS_MAX = 30;
export const REGISTER_WINDOW_MS = 60 * 60 * 1000;

type Kind = "login" | "register";

export interface Limit {
  subject: string;
  max: number;
  windowMs: number;
}

/**
 * Login limits, three counters per attempt:
 * - e-mail and address together, 10: the spec's lock. Keyed by the pair so that a stranger's wrong
 *   passwords lock only the stranger's address out of that account, never the owner (admins included).
 * - address, 50: one address cannot guess across many e-mails; generous enough for a shared network.
 * - e-mail, 100: a backstop against guessing spread over many addresses. Locking the owner out this way
 *   takes at least ten addresses, and only lasts the window.
 */
export function loginLimits(email: string, address: string): Limit[] {
  return [
    { subject: loginPairSubject(email, address), max: LOGIN_FAILURES_MAX, windowMs: LOGIN_WINDOW_MS },
    { subject: `ip:${address}`, max: LOGIN_ADDRESS_FAILURES_MAX, windowMs: LOGIN_WINDOW_MS },
    { subject: `email:${email}`, max: LOGIN_EMAIL_FAILURES_MAX, windowMs: LOGIN_WINDOW_MS },
  ];
}

/** JSON-encoded because the e-mail is whatever the client sent: no two (e-mail, address) pairs can collide. */
export function loginPairSubject(email: string, address: string): string {
  return `email+ip:${JSON.stringify([email, address])}`;
}

export function registerLimits(address: string): Limit[] {
  return [{ subject: `ip:${address}`, max: REGISTRATIONS_MAX, windowMs: REGISTER_WINDOW_MS }];
}

async function attemptsSince(db: Db, kind: Kind, subject: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject), gte(authAttempts.createdAt, since.toISOString())));
  return Number(row?.n ?? 0);
}

/**
 * Counts every limit and, when all are under their cap, records one row per limit, all inside one write
 * transaction that waits on nothing but the database, so no other request can count in between. A refused
 * attempt records nothing: the lock ends one window after the attempts that caused it. Answers the ids of
 * the rows written, so a caller whose attempt turns out not to count can release them.
 */
export function reserveAttempt(db: Db, kind: Kind, limits: Limit[], now: Date, detail: string): Promise<number[]> {
  return writeTx(db, async () => {
    for (const { subject, max, windowMs } of limits) {
      if ((await attemptsSince(db, kind, subject, new Date(now.getTime() - windowMs))) >= max) throw new HttpError(429, detail);
    }
    const longest = Math.max(...limits.map((l) => l.windowMs));
    await db
      .delete(authAttempts)
      .where(and(eq(authAttempts.kind, kind), lt(authAttempts.createdAt, new Date(now.getTime() - longest).toISOString())));
    const createdAt = now.toISOString();
    const rows = await db
      .insert(authAttempts)
      .values(limits.map(({ subject }) => ({ kind, subject, createdAt })))
      .returning({ id: authAttempts.id });
    return rows.map((r) => r.id);
  });
}

export async function releaseAttempts(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

export async function clearAttempts(db: Db, kind: Kind, subject: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject)));
}
