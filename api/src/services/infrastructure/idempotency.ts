/**
 * Replay-safe writes. A write carrying an idempotency key (the Idempotency-Key header, or an outbox
 * mutation's id) runs at most once: its first outcome — success or a 4xx refusal — is stored with the key
 * inside the same transaction as the change, and returned again for the same key. The same key with a
 * different body or caller is a 409. Callers must already hold a write transaction (writeTx in db/index.ts):
 * the claimed key, the change and the stored answer commit together or not at all.
 */
import { createHash } from "node:crypto";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { eq, inArray } from "drizzle-orm";
import { writeTx, type Db } from "../../db";
import { idempotencyKeys } from "../../db/tables";
import { HttpError, TryLater } from "../../errors";

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
  return { status: err.status, body: err.body };
}

const isRefusal = (err: unknown): err is HttpError => err instanceof HttpError && err.status < 500 && !(err instanceof TryLater);

/**
 * Runs the effect in a savepoint: a refusal (HttpError 4xx) rolls back only what the effect wrote and is
 * the key's answer. A TryLater is not an answer: it is thrown on, and nothing is stored for the key.
 */
async function attempt(db: Db, effect: () => Promise<Outcome> | Outcome): Promise<Outcome> {
  try {
    return await writeTx(db, effect);
  } catch (err) {
    if (isRefusal(err)) return refusalOutcome(err);
    throw err;
  }
}

interface StoredAnswer {
  requestHash: string;
  outcome: Outcome;
}

async function storedAnswers(db: Db, keys: string[]): Promise<Map<string, StoredAnswer>> {
  const rows = await db
    .select({ key: idempotencyKeys.key, requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(keys.length === 1 ? eq(idempotencyKeys.key, keys[0]!) : inArray(idempotencyKeys.key, keys));
  return new Map(rows.map((row) => [row.key, { requestHash: row.requestHash, outcome: { status: row.statusCode as ContentfulStatusCode, body: JSON.parse(row.responseBody) } }]));
}

const KEY_REUSED = "This Idempotency-Key was already used for a different request";

async function storedOutcome(db: Db, key: string, hash: string): Promise<Outcome | null> {
  const previous = (await storedAnswers(db, [key])).get(key);
  if (!previous) return null;
  if (previous.requestHash !== hash) throw new HttpError(409, KEY_REUSED);
  return previous.outcome;
}

/**
 * The answer already stored for this key and request, or null when the key is new; a 409 when the key
 * was used for a different request. Lets a caller with slow work outside the transaction (a file to
 * write) answer a replay before doing any of it.
 */
export function previousOutcome(db: Db, key: string, scope: string, body: unknown): Promise<Outcome | null> {
  return storedOutcome(db, key, requestHash(scope, body));
}

/** Stores the key's answer unless the key is already stored; says whether it was stored. */
async function storeKey(db: Db, key: string, scope: string, hash: string, outcome: Outcome): Promise<boolean> {
  const stored = await db
    .insert(idempotencyKeys)
    .values({ key, scope, requestHash: hash, statusCode: outcome.status, responseBody: JSON.stringify(outcome.body) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return stored.length > 0;
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
  // insert do nothing; then the effect is undone and the stored answer is the replay. One savepoint holds
  // the effect and its key, so a refusal undoes the effect alone and is then stored as the answer.
  try {
    const outcome = await writeTx(db, async () => {
      const result = await effect();
      if (!(await storeKey(db, key, scope, hash, result))) throw new KeyAlreadyUsed();
      return result;
    });
    return { outcome, replayed: false };
  } catch (err) {
    if (isRefusal(err)) {
      const outcome = refusalOutcome(err);
      if (await storeKey(db, key, scope, hash, outcome)) return { outcome, replayed: false };
    } else {
      // A limit holds back new work, never the replay of work already done: a key with an answer gets it.
      const replayable = err instanceof KeyAlreadyUsed || (err instanceof TryLater && (await storedOutcome(db, key, hash)) !== null);
      if (!replayable) throw err;
    }
  }
  const previous = await storedOutcome(db, key, hash);
  if (!previous) throw new Error(`Idempotency-Key ${key} is stored but cannot be read`);
  return { outcome: previous, replayed: true };
}

/** One write of a run whose keys are claimed together (claimKeys). */
export interface KeyedWrite {
  key: string;
  scope: string;
  body: unknown;
}

/** A claimed write: `fresh` when its key was new and its effect is now the caller's to make. */
export type Claim = KeyedOutcome & { fresh: boolean };

/**
 * For a run of writes that nothing can refuse and that all answer `outcome` (appended rows): one
 * statement stores every new key with that answer, before the effects, which the caller makes next in the
 * same transaction for the writes answered `fresh`. A write whose key was stored before (or earlier in the
 * run) answers as that delivery did, or 409 when the key was used for a different request. Like
 * onceForKey, it looks nothing up before the insert; and with no refusal possible, it needs no savepoint.
 */
export async function claimKeys(db: Db, writes: KeyedWrite[], outcome: Outcome): Promise<Claim[]> {
  const hashes = writes.map((write) => requestHash(write.scope, write.body));
  const first = new Map<string, number>();
  writes.forEach((write, i) => first.has(write.key) || first.set(write.key, i));
  const responseBody = JSON.stringify(outcome.body);
  const rows = Array.from(first, ([, i]) => ({ key: writes[i]!.key, scope: writes[i]!.scope, requestHash: hashes[i]!, statusCode: outcome.status, responseBody }));
  const claimed = new Set(rows.length === 0 ? [] : (await db.insert(idempotencyKeys).values(rows).onConflictDoNothing().returning({ key: idempotencyKeys.key })).map((row) => row.key));
  const isFresh = (write: KeyedWrite, i: number) => claimed.has(write.key) && first.get(write.key) === i;
  const others = [...new Set(writes.filter((write, i) => !isFresh(write, i)).map((write) => write.key))];
  const stored = others.length === 0 ? new Map<string, StoredAnswer>() : await storedAnswers(db, others);
  return writes.map((write, i): Claim => {
    if (isFresh(write, i)) return { outcome, replayed: false, fresh: true };
    const previous = stored.get(write.key);
    if (!previous) throw new Error(`Idempotency-Key ${write.key} is stored but cannot be read`);
    if (previous.requestHash !== hashes[i]) return { outcome: refusalOutcome(new HttpError(409, KEY_REUSED)), replayed: false, fresh: false };
    return { outcome: previous.outcome, replayed: true, fresh: false };
  });
}
