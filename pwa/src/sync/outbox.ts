/**
 * The outbox's rows and the request to flush them. Nothing here needs React or the database's code, so
 * the service worker bundles it; queuing a row beside the change it records is enqueue.ts.
 */
import { ulid } from "../lib/api/ulid";
import type { OutboxEntry, OutboxKind, OutboxPayloads, OutboxRow, OutboxRowFields } from "../lib/database/db";

export function newMutation<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K], auth: string | null, now = Date.now()): OutboxRow<K> {
  // A kind and its own payload: the parameters' types tie them as OutboxEntry does, which TypeScript
  // cannot see through for a generic kind.
  const entry = { kind, payload } as OutboxEntry<K>;
  const fields: OutboxRowFields = { id: ulid(now), createdAt: now, attempts: 0, nextAttemptAt: now, lastError: null, auth, state: "pending" };
  return { ...fields, ...entry };
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
