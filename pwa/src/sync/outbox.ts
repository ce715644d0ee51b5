/**
 * The outbox's rows and the request to flush them. Nothing here needs React or the database's code, so
 * the service worker bundles it; queuing a row beside the change it records is enqueue.ts.
 */
import { ulid } from "../lib/ulid";
import type { OutboxKind, OutboxRow } from "../lib/db";

export function newMutation(kind: OutboxKind, payload: unknown, auth: string | null, now = Date.now()): OutboxRow {
  return { id: ulid(now), kind, payload, createdAt: now, attempts: 0, nextAttemptAt: now, lastError: null, auth, state: "pending" };
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
