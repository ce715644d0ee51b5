/**
 * Attempt counting for the writes a stranger can repeat (sign-ins, registrations, photo uploads,
 * signed-out hunt completions, the e-mails a family can ask for, joining a group, signed-out team
 * results), stored in the database so every server process sees the same count. Old rows are pruned as
 * new ones are written.
 *
 * An attempt is reserved (counted and recorded in one write transaction) before the slow work. Checking
 * first and recording after the await let a parallel burst pass the check many times over before any of
 * it was recorded. A refusal says when there is room again (Retry-After).
 */
import { and, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { GROUP_JOINS_PER_MINUTE } from "#shared/rules/group-play";
import { writeTx, type Db } from "../../db";
import { authAttempts } from "../../db/tables";
import { TryLater, type Refusal } from "../../errors";

/** 10 failed sign-ins for one e-mail (from one client) per 15 minutes, then 429. */
export const LOGIN_FAILURES_MAX = 10;
export const LOGIN_ADDRESS_FAILURES_MAX = 50;
export const LOGIN_EMAIL_FAILURES_MAX = 100;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const REGISTRATIONS_MAX = 30;
export const REGISTER_WINDOW_MS = 60 * 60 * 1000;
/** A family's photo uploads: the outbox sends one at a time, so a real family stays far below this. */
export const PHOTO_UPLOADS_MAX = 20;
export const PHOTO_UPLOAD_WINDOW_MS = 60 * 1000;
/** Password reset e-mails, per client address and per account: enough for a family that lost a message or two. */
export const RESET_MAILS_MAX = 5;
export const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;
/** Confirmation e-mails sent again at a family's request ("Send again"), per account. */
export const CONFIRM_MAILS_MAX = 5;
export const CONFIRM_MAIL_WINDOW_MS = 60 * 60 * 1000;
/** Completions sent signed out, which no once-per-hunt points rule holds back, per client address. */
export const SIGNED_OUT_COMPLETIONS_MAX = 20;
export const SIGNED_OUT_COMPLETION_WINDOW_MS = 60 * 60 * 1000;

/**
 * Team results sent signed out (a team's phone has no account), per client address: a school's or a
 * park's network carries every team's phone, up to GROUP_TEAMS_MAX of them, each sending a result at
 * every find; a script with a group's key is what this holds back.
 */
export const SIGNED_OUT_GROUP_RESULTS_MAX = 600;
export const SIGNED_OUT_GROUP_RESULT_WINDOW_MS = 10 * 60 * 1000;
const GROUP_JOIN_WINDOW_MS = 60 * 1000;

type Kind = "login" | "register" | "photo" | "completion" | "password-reset" | "confirm-email" | "group-join" | "group-result";

export interface Limit {
  subject: string;
  max: number;
  windowMs: number;
}

/**
 * Login limits, three counters per attempt:
 * - e-mail and address together, 10: the lock a family meets. Keyed by the pair so that a stranger's wrong
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

export function photoUploadLimits(userId: number): Limit[] {
  return [{ subject: `user:${userId}`, max: PHOTO_UPLOADS_MAX, windowMs: PHOTO_UPLOAD_WINDOW_MS }];
}

/** Every request counts for its address; one naming an account counts for that account too. */
export function resetMailLimits(address: string, userId: number | null): Limit[] {
  const byAddress = { subject: `ip:${address}`, max: RESET_MAILS_MAX, windowMs: RESET_MAIL_WINDOW_MS };
  return userId === null ? [byAddress] : [byAddress, { subject: `user:${userId}`, max: RESET_MAILS_MAX, windowMs: RESET_MAIL_WINDOW_MS }];
}

export function confirmMailLimits(userId: number): Limit[] {
  return [{ subject: `user:${userId}`, max: CONFIRM_MAILS_MAX, windowMs: CONFIRM_MAIL_WINDOW_MS }];
}

export function signedOutCompletionLimits(address: string): Limit[] {
  return [{ subject: `ip:${address}`, max: SIGNED_OUT_COMPLETIONS_MAX, windowMs: SIGNED_OUT_COMPLETION_WINDOW_MS }];
}

/** Every join counts, a code that names no group included: codes cannot be guessed at speed. */
export function groupJoinLimits(address: string): Limit[] {
  return [{ subject: `ip:${address}`, max: GROUP_JOINS_PER_MINUTE, windowMs: GROUP_JOIN_WINDOW_MS }];
}

export function signedOutGroupResultLimits(address: string): Limit[] {
  return [{ subject: `ip:${address}`, max: SIGNED_OUT_GROUP_RESULTS_MAX, windowMs: SIGNED_OUT_GROUP_RESULT_WINDOW_MS }];
}

/**
 * Whole seconds until one more attempt fits under the limit (0: it fits now). The limit is full while its
 * max-th most recent attempt lies inside the window, and has room once that attempt leaves it.
 */
async function secondsUntilRoom(db: Db, kind: Kind, { subject, max, windowMs }: Limit, now: Date): Promise<number> {
  const [oldestCounted] = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject), gte(authAttempts.createdAt, new Date(now.getTime() - windowMs).toISOString())))
    .orderBy(desc(authAttempts.createdAt))
    .limit(1)
    .offset(max - 1);
  if (!oldestCounted) return 0;
  return Math.max(1, Math.ceil((Date.parse(oldestCounted.createdAt) + windowMs - now.getTime()) / 1000));
}

/**
 * Checks every limit and, when all have room, records one row per limit, all inside one write
 * transaction that waits on nothing but the database, so no other request can count in between. A refused
 * attempt records nothing: the lock ends one window after the attempts that caused it. Answers the ids of
 * the rows written, so a caller whose attempt turns out not to count can release them. Inside a caller's
 * transaction it is part of it: the attempt counts only if the caller's change commits.
 */
export function reserveAttempt(db: Db, kind: Kind, limits: Limit[], now: Date, detail: string | Refusal): Promise<number[]> {
  return writeTx(db, async () => {
    for (const limit of limits) {
      const wait = await secondsUntilRoom(db, kind, limit, now);
      if (wait > 0) throw new TryLater(429, detail, wait);
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
