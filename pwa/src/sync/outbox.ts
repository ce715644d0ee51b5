/**
 * Queuing what the family does for the server. `enqueueWith` writes the local state change and its
 * outbox row in one IndexedDB transaction, so either both survive (the quiz is completed and its
 * completion will be sent) or neither does. Nothing here needs React, so the service worker bundles it.
 */
import { ulid } from "../lib/ulid";
import { db, type OutboxKind, type OutboxRow } from "../lib/db";

export function newMutation(kind: OutboxKind, payload: unknown, auth: string | null, now = Date.now()): OutboxRow {
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
