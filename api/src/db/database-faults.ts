/**
 * Which errors are the database's moment rather than the request's: the connection is gone or cannot be
 * made (PostgreSQL restarting, stopped, out of connections, a backend terminated), or the database is too
 * busy to take the write now (a serialization conflict that outlived its retries, SQLite's lock held past
 * its timeout). Such a request may succeed unchanged a moment later, so it is answered 503 with
 * Retry-After (middleware/errors.ts), never 500, and the outbox sends it again.
 *
 * Drizzle wraps a driver's error in its own and keeps the driver's as `cause`, so the whole chain is read.
 */

/** SQLSTATEs of a lost or refused connection: class 08, the server shutting down or starting, no connection slot. */
const CONNECTION_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** serialization_failure and deadlock_detected: the transaction may succeed if run again. */
export const CONFLICT_STATES = new Set(["40001", "40P01"]);
/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** node-postgres and its pool say these without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^Client was closed/,
  // better-sqlite3 once the engine is closed (a request still running when the process shuts down).
  /^The database connection is not open/,
];

/** Seconds a client is asked to wait before sending a request the database could not take. */
export const DATABASE_RETRY_AFTER_S = 2;

/** What this process knows is true: the database is away (thrown without trying while it is). */
export class DatabaseUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`The database is unreachable: ${reason}`);
  }
}

/** A write that lost every race it was retried in. */
export class DatabaseBusy extends Error {}

export type DatabaseFault = "unavailable" | "busy";

function* chain(error: unknown): Generator<unknown> {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) yield e;
}

const codeOf = (e: unknown) => {
  const code = (e as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
};

/** Whether `error` means the connection to the database is lost or cannot be made. */
export function isConnectionFault(error: unknown): boolean {
  for (const e of chain(error)) {
    if (e instanceof DatabaseUnavailable) return true;
    const code = codeOf(e);
    if (code && (code.startsWith("08") || CONNECTION_STATES.has(code) || SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Whether `error` is a conflict with another transaction that running it again may resolve. */
export function isConflict(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = codeOf(e);
    if (code && CONFLICT_STATES.has(code)) return true;
  }
  return false;
}

/** The database fault behind `error`, or null for any other failure. */
export function databaseFault(error: unknown): DatabaseFault | null {
  if (isConnectionFault(error)) return "unavailable";
  for (const e of chain(error)) {
    if (e instanceof DatabaseBusy) return "busy";
    // SQLite's write lock held by another process past busy_timeout.
    if (codeOf(e)?.startsWith("SQLITE_BUSY") || codeOf(e)?.startsWith("SQLITE_LOCKED")) return "busy";
  }
  return isConflict(error) ? "busy" : null;
}

/** One line for a log, without the stack: a database away is expected, not a bug. */
export function faultMessage(error: unknown): string {
  for (const e of chain(error)) {
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && message && !message.startsWith("Failed query")) return message;
  }
  return String(error);
}
