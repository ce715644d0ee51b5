/**
 * Sends the outbox to POST /api/sync. One flush runs at a time across the page and the service worker
 * (a Web Lock, with an in-process guard where locks do not exist). Rows go oldest first in batches that
 * share one bearer token, each only with its own account's token (row-account.ts: another account's
 * rows wait while it is signed in); applied and duplicate rows are removed (with their confirmed local
 * effects in the same transaction), rejected rows move to "Needs attention", rows the server asks to send
 * later ("retry", a rate limit) wait as long as it says, still pending and with no failure counted, and
 * network failures, 5xx and 429 back off exponentially up to SYNC_RETRY_MAX_MS. A 401 keeps the rows
 * waiting for their account to sign in again, and flags that it must. Never gated on navigator.onLine,
 * which lies in both directions. Photos are not JSON: the batches pass over them, and when one is due
 * with a session, the drain (photos/photo-drain.ts) sends them one at a time after the batches, under the
 * same lock. Last, the server is told of the sessions this device signed out of (ended-sessions.ts) that
 * nothing still waiting carries. Nothing here may import() code later: the service worker bundles this
 * file into a classic script, where Vite's loader for it does not even parse. So the drain is handed in
 * (setPhotoDrain): the page loads it the first time a photo is due (triggers.ts), the worker has it
 * bundled (sw/sync.ts).
 */
import { SYNC_BATCH_CHARS_MAX, SYNC_BATCH_MAX } from "#shared/rules/sync";
import type { SyncResponse } from "#shared/schemas/outbox";
import { db, Dexie, type OutboxEntry, type OutboxRow } from "../lib/database/db";
import { reasonOf, type RefusalReason } from "../lib/database/row-types";
import { KV } from "../lib/database/store-keys";
import { applyConfirmed, type ConfirmedRow } from "./applied-effects";
import { broadcast, type SyncMessage } from "./channel";
import { endSessionsOnServer } from "./ended-sessions";
import { readSession, waitForSignIn, waitsForItsAccount } from "./row-account";

export const SYNC_RETRY_BASE_MS = 2_000;
export const SYNC_RETRY_MAX_MS = 5 * 60_000;
const LOCK_NAME = "park-hunts-outbox-flush";

export interface FlushOptions {
  /** Where the API lives; the page and worker use their own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  batchSize?: number;
}

export interface FlushReport {
  sent: number;
  applied: number;
  duplicate: number;
  rejected: number;
  /** Answered "later" (a rate limit, full storage): kept, and sent again when the server said. */
  waiting: number;
  failed: boolean;
  signInRequired: boolean;
  skipped?: boolean;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(SYNC_RETRY_MAX_MS, SYNC_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * A row the server asked to send again after `waitMs` (or, when it did not say, after the next back-off).
 * Not a failure: its attempts stay as they were, so a family's real activity never backs off further
 * for having been held by a limit.
 */
export function waitChange(
  row: OutboxRow,
  waitMs: number | undefined,
  detail: string,
  now: number,
  reason: RefusalReason | null = null,
): { key: string; changes: Partial<OutboxRow> } {
  return { key: row.id, changes: { nextAttemptAt: now + (waitMs ?? retryDelayMs(row.attempts + 1)), lastError: detail, reason } };
}

/** What a drain noticed on its way through the queue. */
interface Seen {
  /** A photo row due and signed in: the photo drain has work. */
  photos: boolean;
}

/** A photo's upload or deletion, which goes as its own request rather than in a batch. */
export const isPhoto = (row: OutboxRow): row is OutboxRow<"hunt.photo" | "hunt.photo.delete"> => row.kind === "hunt.photo" || row.kind === "hunt.photo.delete";

export type PhotoDrain = (options: FlushOptions, report: FlushReport) => Promise<void>;
let photoDrain: () => Promise<PhotoDrain | undefined> = async () => undefined;

/** Where flushes find the photo drain; until it is set, photos wait (counted as waiting) for a flush that has it. */
export function setPhotoDrain(load: () => Promise<PhotoDrain>): void {
  photoDrain = load;
}

interface Batch {
  rows: OutboxRow[];
  /** Each row as it goes on the wire, serialized once while the batch is cut to size. */
  parts: string[];
  /** Where the next read starts: the last row taken, or the last one looked at when none was due. */
  cursor: string | null;
}

/**
 * The next batch: pending rows in id (time) order after `afterId`, the due ones among them, cut at the
 * first change of token and before the body would outgrow the server's limit. A plain key-range read
 * (no per-row filter), so the browser answers it in one request; walking forward by id means rows
 * postponed during this drain are not read again by it.
 */
async function nextBatch(now: number, size: number, afterId: string | null, seen: Seen, session: string | null): Promise<Batch> {
  const lower = ["pending", afterId ?? Dexie.minKey];
  const window = await db.outbox.where("[state+id]").between(lower, ["pending", Dexie.maxKey], afterId === null).limit(size).toArray();
  const last = window.at(-1);
  if (!last) return { rows: [], parts: [], cursor: null };
  const rows: OutboxRow[] = [];
  const parts: string[] = [];
  let chars = 0;
  for (const row of window) {
    if (row.nextAttemptAt > now || waitsForItsAccount(row, session)) continue;
    if (isPhoto(row)) {
      seen.photos ||= row.auth !== null;
      continue;
    }
    if (rows.length > 0 && row.auth !== rows[0]!.auth) return { rows, parts, cursor: rows.at(-1)!.id };
    const part = JSON.stringify({ id: row.id, kind: row.kind, payload: row.payload, createdAt: row.createdAt });
    if (rows.length > 0 && chars + part.length > SYNC_BATCH_CHARS_MAX) return { rows, parts, cursor: rows.at(-1)!.id };
    rows.push(row);
    parts.push(part);
    chars += part.length + 1;
  }
  return { rows, parts, cursor: last.id };
}

// Transaction bodies below issue every request up front and await none of their own: the drain runs its
// next read beside them, and a body that awaits in between can find its transaction already committed.
export function postponeAll(rows: OutboxRow[], error: string, now: number): Promise<void> {
  const changes = rows.map((row) => {
    const attempts = row.attempts + 1;
    return { key: row.id, changes: { attempts, lastError: error, reason: null, nextAttemptAt: now + retryDelayMs(attempts) } };
  });
  return db.transaction("rw", db.outbox, () => db.outbox.bulkUpdate(changes)).then(() => undefined);
}

/**
 * Deletes the delivered rows as runs of consecutive ids, one IndexedDB range each (a drained batch is
 * usually one run): every live query on the page merges each deleted key into its own record of what
 * changed, which for a batch deleted key by key cost more of the page's time than the deletes. A row
 * between them that stays (refused, waiting, another account's, queued meanwhile) ends a run.
 */
function deleteDelivered(ids: string[]): Promise<unknown> {
  if (ids.length === 0) return Promise.resolve();
  const delivered = new Set(ids);
  const sorted = [...delivered].sort();
  const byId = (from: string, to: string) => db.outbox.where(":id").between(from, to, true, true);
  return byId(sorted[0]!, sorted.at(-1)!)
    .primaryKeys()
    .then((keys) => {
      const runs: [string, string][] = [];
      let run: [string, string] | null = null;
      for (const key of keys) {
        if (!delivered.has(key)) run = null;
        else if (run) run[1] = key;
        else runs.push((run = [key, key]));
      }
      return Promise.all(runs.map(([from, to]) => byId(from, to).delete()));
    });
}

/** `sentAt`: when the batch left, the earliest the server may have applied any of it. */
function settle(rows: OutboxRow[], response: SyncResponse, report: FlushReport, message: SyncMessage, now: number, sentAt: number): Promise<void> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const done: OutboxRow[] = [];
  const confirmed: ConfirmedRow[] = [];
  const kept: { key: string; changes: Partial<OutboxRow> }[] = [];
  for (const result of response.results) {
    const row = byId.get(result.id);
    if (!row) continue;
    if (result.status === "rejected") {
      report.rejected++;
      const detail = result.detail ?? "Refused by the server";
      kept.push({ key: row.id, changes: { state: "rejected", detail, lastError: detail, reason: reasonOf(result) } });
      continue;
    }
    if (result.status === "retry") {
      report.waiting++;
      const waitMs = result.retry_after === undefined ? undefined : result.retry_after * 1000;
      kept.push(waitChange(row, waitMs, result.detail ?? "The server will take this later", now, reasonOf(result)));
      continue;
    }
    report[result.status]++;
    done.push(row);
    const entry = { kind: row.kind, payload: row.payload } as OutboxEntry;
    const since = result.status === "applied" ? sentAt : row.createdAt;
    confirmed.push({ ...entry, id: row.id, result: result.result, auth: row.auth, since });
    // Pages only react to confirmed hunt activity; thousands of page views need not be broadcast.
    if (row.kind.startsWith("hunt.")) message.applied.push({ id: row.id, ...entry });
  }
  return db
    .transaction("rw", db.outbox, db.kv, () =>
      Promise.all([
        applyConfirmed(confirmed),
        deleteDelivered(done.map((row) => row.id)),
        kept.length > 0 ? db.outbox.bulkUpdate(kept) : 0,
        db.kv.put({ key: KV.lastSyncedAt, value: now }),
        db.kv.delete(KV.signInRequired),
      ]),
    )
    .then(() => undefined);
}

type Sent = { ok: true; response: SyncResponse } | { ok: false; stop: () => Promise<void> };

async function send({ rows, parts }: Batch, options: FlushOptions, report: FlushReport, now: () => number): Promise<Sent> {
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (rows[0]?.auth) headers.authorization = `Bearer ${rows[0].auth}`;
  const body = `{"mutations":[${parts.join(",")}]}`;
  let res: Response;
  try {
    res = await doFetch(`${options.baseUrl ?? ""}/api/sync`, { method: "POST", headers, body });
  } catch {
    report.failed = true;
    return { ok: false, stop: () => postponeAll(rows, "No connection", now()) };
  }
  if (res.status === 401) {
    report.signInRequired = true;
    return {
      ok: false,
      stop: () => waitForSignIn(rows, now()),
    };
  }
  const parsed = res.ok ? ((await res.json().catch(() => null)) as SyncResponse | null) : null;
  if (!parsed || !Array.isArray(parsed.results)) {
    // 5xx, 429, a captive portal's HTML page: nothing was confirmed, so everything is tried again later.
    report.failed = true;
    return { ok: false, stop: () => postponeAll(rows, `Server answered ${res.status}`, now()) };
  }
  report.sent += rows.length;
  return { ok: true, response: parsed };
}

/**
 * A pipeline: the next batch is read while the current one is on the wire, and it is sent while the
 * current one's results are written, so the device's IndexedDB work overlaps the round trip. Batches
 * never overlap (each read starts after the previous batch), and only one request is in flight.
 */
async function drain(options: FlushOptions, seen: Seen): Promise<FlushReport> {
  const now = options.now ?? Date.now;
  const size = options.batchSize ?? SYNC_BATCH_MAX;
  const report: FlushReport = { sent: 0, applied: 0, duplicate: 0, rejected: 0, waiting: 0, failed: false, signInRequired: false };
  const message: SyncMessage = { type: "flushed", applied: [], rejected: 0 };
  let settling: Promise<void> = Promise.resolve();
  const session = await readSession();
  let batch = await nextBatch(now(), size, null, seen, session);
  try {
    while (batch.cursor !== null) {
      if (batch.rows.length === 0) {
        batch = await nextBatch(now(), size, batch.cursor, seen, session);
        continue;
      }
      const sentAt = now();
      const sending = send(batch, options, report, now);
      const reading = nextBatch(now(), size, batch.cursor, seen, session);
      const sent = await sending;
      await settling;
      if (!sent.ok) {
        await sent.stop();
        break;
      }
      settling = settle(batch.rows, sent.response, report, message, now(), sentAt);
      // Awaited on the next turn or in `finally`; this only keeps a failure from being reported as unhandled meanwhile.
      settling.catch(() => undefined);
      batch = await reading;
    }
  } finally {
    await settling;
  }
  message.rejected = report.rejected;
  if (message.applied.length > 0 || report.rejected > 0) broadcast(message);
  return report;
}

let running: Promise<FlushReport> | null = null;
// A flush asked for while one runs: the running one goes round again, so a row queued at its very end is not left waiting for the next trigger.
let again = false;

async function drainWhileAsked(options: FlushOptions): Promise<FlushReport> {
  let report: FlushReport;
  do {
    again = false;
    const seen: Seen = { photos: false };
    report = await drain(options, seen);
    // Where there is no signal the batches have just found out; photos wait for the next flush.
    if (seen.photos && !report.failed && !report.signInRequired) await (await photoDrain())?.(options, report);
    if (!report.failed) await endSessionsOnServer(options);
  } while (again && !report.failed && !report.signInRequired);
  return report;
}

const SKIPPED: FlushReport = { sent: 0, applied: 0, duplicate: 0, rejected: 0, waiting: 0, failed: false, signInRequired: false, skipped: true };

export async function flushOutbox(options: FlushOptions = {}): Promise<FlushReport> {
  if (running) {
    again = true;
    return { ...(await running), skipped: true };
  }
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const run = locks
    ? locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? drainWhileAsked(options) : SKIPPED))
    : drainWhileAsked(options);
  running = run.finally(() => (running = null));
  return running;
}
