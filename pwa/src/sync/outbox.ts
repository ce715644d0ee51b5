/**
 * Queuing what the family does for the server. `enqueueWith` writes the local state change and its
 * outbox row in one IndexedDB transaction, so either both survive (the quiz is completed and its
 * completion will be sent) or neither does. Nothing here needs React, so the service worker bundles it.
 */
import { ulid } from "../lib/ulid";
import type { MutationKind } from "#shared/schemas/outbox";
import { db, type OutboxRow } from "../lib/db";

export function newMutation(kind: MutationKind, payload: unknown, auth: string | null, now = Date.now()): OutboxRow {
  return { id: ulid(now), kind, payload, createdAt: now, attempts: 0, nextAttemptAt: now, lastError: null, auth, state: "pending" };
}

/**
 * Runs `change` (writes to the key-value table) and adds the mutation, atomically. Afterwards a flush
 * is requested so the row leaves as soon as there is signal.
 */
export async function enqueueWith(row: OutboxRow, change?: () => Promise<void>): Promise<void> {
  await db.transaction("rw", db.kv, db.outbox, async () => {
    if (change) await change();
    await db.outbox.add(row);
  });
  requestFlush();
}

let flushRequester: () => void = () => {};

/** The page installs the trigger (flush now, and register Background Sync for when there is no signal). */
export function setFlushRequester(request: () => void): void {
  flushRequester = request;
}

export function requestFlush(): void {
  flushRequester();
}

export const SIGN_IN_AGAIN = "Sign in again to send this";

/** The claims of a bearer token, read without verifying (the server verifies; this only sorts rows). */
function claimsOf(token: string): { sub?: unknown; exp?: unknown } {
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
}

/** A refused item the family chose to drop from "Needs attention". */
export async function discardRejected(id: string): Promise<void> {
  await db.outbox.where({ id, state: "rejected" }).delete();
}
