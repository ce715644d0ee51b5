/**
 * Queuing what the family does for the server. `enqueueWith` writes the local state change and its
 * outbox row in one IndexedDB transaction, so either both survive (the quiz is completed and its
 * completion will be sent) or neither does. Nothing here needs React, so the service worker bundles it.
 */
import { ulid } from "../lib/ulid";
import { db, type OutboxEntry, type OutboxKind, type OutboxPayloads, type OutboxRow, type OutboxRowFields } from "../lib/db";

export function newMutation<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K], auth: string | null, now = Date.now()): OutboxRow<K> {
  // A kind and its own payload: the parameters' types tie them as OutboxEntry does, which TypeScript
  // cannot see through for a generic kind.
  const entry = { kind, payload } as OutboxEntry<K>;
  const fields: OutboxRowFields = { id: ulid(now), createdAt: now, attempts: 0, nextAttemptAt: now, lastError: null, auth, state: "pending" };
  return { ...fields, ...entry };
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
