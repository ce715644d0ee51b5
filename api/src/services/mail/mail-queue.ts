/**
 * The mail queue in the database. A message is queued in the transaction of the change it tells about,
 * so it exists exactly when that change committed, and it is sent later, never inside a request.
 *
 * Any server process may send: it claims the oldest due message in a write transaction (serializable on
 * both engines, so two processes never claim the same one), sends it with no transaction open, and
 * settles it. A claim is a lease: a process that dies mid-send leaves it to run out, and the message is
 * taken over. A failed send waits longer after each attempt; after MAIL_ATTEMPTS_MAX it is given up
 * and shown to the admin.
 */
import { and, count, desc, eq, isNull, lte, max, or, sql } from "drizzle-orm";
import type { MailKind, MailStatus } from "#shared/schemas/mail";
import type { Db } from "../../db";
import { mailOutbox } from "../../db/tables";
import { writeTx } from "../../db";
import type { OutgoingMail } from "./mail-transport";

/** Longer than one send may take (the SMTP timeouts in mail-transport.ts add up to under a minute). */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
export const MAIL_ATTEMPTS_MAX = 10;
/** The wait after the first failure, doubled after each further one up to MAIL_RETRY_MAX_MS: about 4 hours in all. */
export const MAIL_RETRY_FIRST_MS = 30 * 1000;
export const MAIL_RETRY_MAX_MS = 60 * 60 * 1000;
const FAILURES_SHOWN = 5;
/** Error texts from a mail service can be long (a whole SMTP transcript line); the admin needs the gist. */
const ERROR_TEXT_MAX = 500;

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface ClaimedMail extends OutgoingMail {
  /** This claim's number: settling checks it, so a process whose lease ran out cannot settle a later claim. */
  attempts: number;
}

/** One plain address: no display name, no list, nothing a mail library would read as a second recipient. */
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

/**
 * Queues a message, in the caller's write transaction when there is one. An address that is not one
 * plain address is not queued (answers false): nothing could deliver it to the one person it is for.
 */
export async function queueMail(db: Db, message: MailMessage, now: Date): Promise<boolean> {
  if (!SINGLE_ADDRESS.test(message.to)) return false;
  const at = now.toISOString();
  await writeTx(db, () =>
    db.insert(mailOutbox).values({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      nextAttemptAt: at,
      createdAt: at,
    }),
  );
  return true;
}

/** The oldest message due now that no live lease holds, leased to the caller; null when there is none. */
export async function claimNextMail(db: Db, now: Date): Promise<ClaimedMail | null> {
  const at = now.toISOString();
  const oldestDue = async () => {
    const [due] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "waiting"), lte(mailOutbox.nextAttemptAt, at), or(isNull(mailOutbox.leaseUntil), lte(mailOutbox.leaseUntil, at))))
      .orderBy(mailOutbox.id)
      .limit(1);
    return due;
  };
  // Every process polls: a look outside any transaction keeps an empty queue from taking the write lock.
  if (!(await oldestDue())) return null;
  return writeTx(db, async () => {
    const due = await oldestDue();
    if (!due) return null;
    const [row] = await db
      .update(mailOutbox)
      .set({ leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS).toISOString(), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, due.id))
      .returning();
    if (!row) return null;
    return { id: row.id, createdAt: row.createdAt, kind: row.kind, to: row.recipient, subject: row.subject, html: row.html, text: row.text, attempts: row.attempts };
  });
}

const ours = (mail: ClaimedMail) => and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), eq(mailOutbox.status, "waiting"));

/** Sent: the body goes (it may hold a one-time link), the record of who got what and when stays. */
export async function markMailSent(db: Db, mail: ClaimedMail, now: Date): Promise<void> {
  await writeTx(db, () =>
    db.update(mailOutbox).set({ status: "sent", sentAt: now.toISOString(), leaseUntil: null, lastError: null, html: "", text: "" }).where(ours(mail)),
  );
}

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);
}

/** A failed send waits before its next attempt, or is given up after the last. */
export async function markMailFailed(db: Db, mail: ClaimedMail, error: string, now: Date): Promise<void> {
  const lastError = error.slice(0, ERROR_TEXT_MAX);
  const settled =
    mail.attempts >= MAIL_ATTEMPTS_MAX
      ? { status: "failed" as const, leaseUntil: null, lastError, nextAttemptAt: now.toISOString(), html: "", text: "" }
      : { leaseUntil: null, lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString() };
  await writeTx(db, () => db.update(mailOutbox).set(settled).where(ours(mail)));
}

export async function mailQueueStatus(db: Db): Promise<Omit<MailStatus, "transport">> {
  const countOf = async (status: "waiting" | "failed") =>
    Number((await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, status)))[0]?.n ?? 0);
  const [last] = await db.select({ at: max(mailOutbox.sentAt) }).from(mailOutbox).where(eq(mailOutbox.status, "sent"));
  const failures = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "failed"))
    .orderBy(desc(mailOutbox.nextAttemptAt), desc(mailOutbox.id))
    .limit(FAILURES_SHOWN);
  return {
    last_sent_at: last?.at ?? null,
    waiting: await countOf("waiting"),
    failed: await countOf("failed"),
    failures: failures.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      last_error: row.lastError,
      at: row.nextAttemptAt,
    })),
  };
}
