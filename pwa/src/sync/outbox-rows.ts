/**
 * Tending rows already in the outbox: handing them a new session on sign-in, and dropping a refused one.
 * Apart from queuing (outbox.ts), so a first load carries only that.
 */
import { db, type OutboxRow } from "../lib/db";
import { requestFlush, SIGN_IN_AGAIN } from "./outbox";

/** The claims of a bearer token, read without verifying (the server verifies; this only sorts rows). */
export function claimsOf(token: string): { sub?: unknown; exp?: unknown } {
  try {
    const part = token.split(".")[1] ?? "";
    return JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown; exp?: unknown };
  } catch {
    return {};
  }
}

/**
 * On sign-in, rows queued while signed out, rows of the same account under an older token, and rows
 * whose token has expired (or was refused) are given the new token, so nothing the family did waits on
 * a session that no longer works. Rows of another account with a still-valid token keep theirs.
 */
export async function adoptOutbox(token: string, now = Date.now()): Promise<void> {
  const subject = claimsOf(token).sub;
  const adoptable = (row: OutboxRow) => {
    if (row.auth === null || row.lastError === SIGN_IN_AGAIN) return true;
    const claims = claimsOf(row.auth);
    return claims.sub === subject || (typeof claims.exp === "number" && claims.exp * 1000 <= now);
  };
  await db.outbox
    .where("state")
    .equals("pending")
    .filter(adoptable)
    .modify((row) => {
      row.auth = token;
      row.nextAttemptAt = now;
      row.lastError = null;
    });
  // Their turn is now: photos taken signed out upload as soon as there is signal.
  requestFlush();
}

/** A refused item the family chose to drop from "Needs attention". */
export async function discardRejected(id: string): Promise<void> {
  await db.outbox.where({ id, state: "rejected" }).delete();
}
