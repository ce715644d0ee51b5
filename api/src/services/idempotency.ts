/**
 * Replay-safe writes. A write carrying an idempotency key (the Idempotency-Key header, or an outbox
 * mutation's id) runs at most once: its first outcome — success or a 4xx refusal — is stored with the key
 * inside the same transaction as the change, and returned again for the same key. The same key with a
 * different body or caller is a 409. Callers must already hold a write transaction (see db/transactions).
 */
import { createHash } from "node:crypto";
import type { Statement } from "better-sqlite3";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Db } from "../db/client";
import { preparedFor } from "../db/prepared";
import { HttpError } from "../errors";

export interface Outcome {
  status: ContentfulStatusCode;
  body: unknown;
}

export interface KeyedOutcome {
  outcome: Outcome;
  replayed: boolean;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export function checkKey(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw new HttpError(400, "Idempotency-Key must be 1-128 visible ASCII characters");
  return key;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function requestHash(scope: string, body: unknown): string {
  return createHash("sha256").update(scope).update("\n").update(canonical(body)).digest("hex");
}

interface KeyStatements {
  find: Statement<[string], { scope: string; request_hash: string; status_code: number; response_body: string }>;
  insert: Statement<[string, string, string, number, string]>;
  savepoint: Statement;
  release: Statement;
  rollback: Statement;
}

// Prepared once per connection: this is the hot path of every outbox delivery.
function statements(db: Db): KeyStatements {
  return preparedFor(db, "idempotency", ({ $client: sqlite }) => ({
    find: sqlite.prepare("SELECT scope, request_hash, status_code, response_body FROM idempotency_keys WHERE key = ?"),
    insert: sqlite.prepare(
      "INSERT INTO idempotency_keys (key, scope, request_hash, status_code, response_body) VALUES (?, ?, ?, ?, ?)",
    ),
    savepoint: sqlite.prepare("SAVEPOINT keyed_effect"),
    release: sqlite.prepare("RELEASE keyed_effect"),
    rollback: sqlite.prepare("ROLLBACK TO keyed_effect"),
  }));
}

/** Runs the effect in a savepoint: a refusal (HttpError 4xx) rolls back only what the effect wrote. */
function attempt(db: Db, effect: () => Outcome): Outcome {
  const { savepoint, release, rollback } = statements(db);
  savepoint.run();
  try {
    const outcome = effect();
    release.run();
    return outcome;
  } catch (err) {
    rollback.run();
    release.run();
    if (err instanceof HttpError && err.status < 500) return { status: err.status, body: { detail: err.detail } };
    throw err;
  }
}

function storedOutcome(db: Db, key: string, hash: string): Outcome | null {
  const previous = statements(db).find.get(key);
  if (!previous) return null;
  if (previous.request_hash !== hash) throw new HttpError(409, "This Idempotency-Key was already used for a different request");
  return { status: previous.status_code as ContentfulStatusCode, body: JSON.parse(previous.response_body) };
}

/**
 * The answer already stored for this key and request, or null when the key is new; a 409 when the key
 * was used for a different request. Lets a caller with slow work outside the transaction (a file to
 * write) answer a replay before doing any of it.
 */
export function previousOutcome(db: Db, key: string, scope: string, body: unknown): Outcome | null {
  return storedOutcome(db, key, requestHash(scope, body));
}

export function onceForKey(
  db: Db,
  key: string | undefined,
  scope: string,
  body: unknown,
  effect: () => Outcome,
): KeyedOutcome {
  if (key === undefined) return { outcome: attempt(db, effect), replayed: false };
  const hash = requestHash(scope, body);
  const previous = storedOutcome(db, key, hash);
  if (previous) return { outcome: previous, replayed: true };
  const outcome = attempt(db, effect);
  statements(db).insert.run(key, scope, hash, outcome.status, JSON.stringify(outcome.body));
  return { outcome, replayed: false };
}
