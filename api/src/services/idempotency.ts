/**
 * Replay-safe writes. A write carrying an idempotency key (the Idempotency-Key header, or an outbox
 * mutation's id) runs at most once: its first outcome — success or a 4xx refusal — is stored with the key
 * inside the same transaction as the change, and returned again for the same key. The same key with a
 * different body or caller is a 409. Callers must already hold a write transaction (writeTx in db/index.ts):
 * the claimed key, the change and the stored answer commit together or not at all.
 */
import { createHash } from "node:crypto";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { eq } from "drizzle-orm";
import { writeTx, type Db } from "../db";
import { idempotencyKeys } from "../db/tables";
import { HttpError, TryLater } from "../errors";

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

class KeyAlreadyUsed extends Error {}

/** A refusal as the answer it is: its 4xx and `{detail}`, the one error shape of the API. */
export function refusalOutcome(err: HttpError): Outcome {
  return { status: err.status, body: { detail: err.detail } };
}

/**
 * Runs the effect in a savepoint: a refusal (HttpError 4xx) rolls back only what the effect wrote and is
 * the key's answer. A TryLater is not an answer: it is thrown on, and nothing is stored for the key.
 */
async function attempt(db: Db, effect: () => Promise<Outcome> | Outcome): Promise<Outcome> {
  try {
    return await writeTx(db, effect);
  } catch (err) {
    if (err instanceof HttpError && err.status < 500 && !(err instanceof TryLater)) return refusalOutcome(err);
    throw err;
  }
}

async function storedOutcome(db: Db, key: string, hash: string): Promise<Outcome | null> {
  const [previous] = await db
    .select({ requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key))
    .limit(1);
  if (!previous) return null;
  if (previous.requestHash !== hash) throw new HttpError(409, "This Idempotency-Key was already used for a different request");
  return { status: previous.statusCode as ContentfulStatusCode, body: JSON.parse(previous.responseBody) };
}

/**
 * The answer already stored for this key and request, or null when the key is new; a 409 when the key
 * was used for a different request. Lets a caller with slow work outside the transaction (a file to
 * write) answer a replay before doing any of it.
 */
export function previousOutcome(db: Db, key: string, scope: string, body: unknown): Promise<Outcome | null> {
  return storedOutcome(db, key, requestHash(scope, body));
}

export async function onceForKey(
  db: Db,
  key: string | undefined,
  scope: string,
  body: unknown,
  effect: () => Promise<Outcome> | Outcome,
): Promise<KeyedOutcome> {
  if (key === undefined) return { outcome: await attempt(db, effect), replayed: false };
  const hash = requestHash(scope, body);
  // The effect runs first and its key is stored after it, with no lookup before: under PostgreSQL's
  // SERIALIZABLE a lookup locks the index page it read, and outbox ids (ULIDs) all land on the last
  // page, so every concurrent delivery would conflict with every other. A key already stored makes the
  // insert do nothing; then the effect is undone and the stored answer is the replay.
  try {
    const outcome = await writeTx(db, async () => {
      const result = await attempt(db, effect);
      const stored = await db
        .insert(idempotencyKeys)
        .values({ key, scope, requestHash: hash, statusCode: result.status, responseBody: JSON.stringify(result.body) })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (stored.length === 0) throw new KeyAlreadyUsed();
      return result;
    });
    return { outcome, replayed: false };
  } catch (err) {
    // A limit holds back new work, never the replay of work already done: a key with an answer gets it.
    const replayable = err instanceof KeyAlreadyUsed || (err instanceof TryLater && (await storedOutcome(db, key, hash)) !== null);
    if (!replayable) throw err;
  }
  const previous = await storedOutcome(db, key, hash);
  if (!previous) throw new Error(`Idempotency-Key ${key} is stored but cannot be read`);
  return { outcome: previous, replayed: true };
}
