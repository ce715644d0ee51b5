/**
 * Sends the outbox to POST /api/sync. One flush runs at a time across the page and the service worker
 * (a Web Lock, with an in-process guard where locks do not exist). Rows go oldest first in batches that
 * share one bearer token; applied and duplicate rows are removed (with their confirmed local effects in
 * the same transaction), rejected rows move to "Needs attention", and network failures, 5xx and 429
 * back off exponentially up to SYNC_RETRY_MAX_MS. A 401 keeps everything and flags that the family
 * must sign in again. Never gated on navigator.onLine, which lies in both directions.
 */
import { SYNC_BATCH_MAX } from "#shared/rules/sync";
import type { SyncResponse } from "#shared/schemas/outbox";
import { db, Dexie, type OutboxRow } from "../lib/db";
import { KV } from "../lib/kv";
import { applyConfirmed } from "./applied-effects";
import { broadcast, type SyncMessage } from "./channel";
import { SIGN_IN_AGAIN } from "./outbox";

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
  failed: boolean;
  signInRequired: boolean;
  skipped?: boolean;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(SYNC_RETRY_MAX_MS, SYNC_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** The next batch: due rows in id (time) order, the leading run that shares one token. */
async function nextBatch(now: number, size: number): Promise<OutboxRow[]> {
  const due = await db.outbox
    .where("[state+id]")
    .between(["pending", Dexie.minKey], ["pending", Dexie.maxKey])
    .filter((row) => row.nextAttemptAt <= now)
    .limit(size)
    .toArray();
  const first = due[0];
  if (!first) return [];
  const end = due.findIndex((row) => row.auth !== first.auth);
  return end === -1 ? due : due.slice(0, end);
}

async function postponeAll(rows: OutboxRow[], error: string, now: number): Promise<void> {
  await db.transaction("rw", db.outbox, async () => {
    for (const row of rows) {
      const attempts = row.attempts + 1;
      await db.outbox.update(row.id, { attempts, lastError: error, nextAttemptAt: now + retryDelayMs(attempts) });
    }
  });
}

async function settle(rows: OutboxRow[], response: SyncResponse, report: FlushReport, message: SyncMessage, now: number) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  await db.transaction("rw", db.outbox, db.kv, async () => {
    const done: string[] = [];
    for (const result of response.results) {
      const row = byId.get(result.id);
      if (!row) continue;
      if (result.status === "rejected") {
        report.rejected++;
        const detail = result.detail ?? "Refused by the server";
        await db.outbox.update(row.id, { state: "rejected", detail, lastError: detail });
        continue;
      }
      report[result.status]++;
      await applyConfirmed(row.kind, row.payload);
      done.push(row.id);
      // Pages only react to confirmed hunt activity; thousands of page views need not be broadcast.
      if (row.kind.startsWith("hunt.")) message.applied.push({ id: row.id, kind: row.kind, payload: row.payload });
    }
    await db.outbox.bulkDelete(done);
    await db.kv.put({ key: KV.lastSyncedAt, value: now });
    await db.kv.delete(KV.signInRequired);
  });
}

async function drain(options: FlushOptions): Promise<FlushReport> {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const size = options.batchSize ?? SYNC_BATCH_MAX;
  const report: FlushReport = { sent: 0, applied: 0, duplicate: 0, rejected: 0, failed: false, signInRequired: false };
  const message: SyncMessage = { type: "flushed", applied: [], rejected: 0 };
  for (;;) {
    const rows = await nextBatch(now(), size);
    if (rows.length === 0) break;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (rows[0]?.auth) headers.authorization = `Bearer ${rows[0].auth}`;
    const body = JSON.stringify({ mutations: rows.map(({ id, kind, payload, createdAt }) => ({ id, kind, payload, createdAt })) });
    let res: Response;
    try {
      res = await doFetch(`${options.baseUrl ?? ""}/api/sync`, { method: "POST", headers, body });
    } catch {
      await postponeAll(rows, "No connection", now());
      report.failed = true;
      break;
    }
    if (res.status === 401) {
      await db.kv.put({ key: KV.signInRequired, value: true });
      await postponeAll(rows, SIGN_IN_AGAIN, now());
      report.signInRequired = true;
      break;
    }
    const parsed = res.ok ? ((await res.json().catch(() => null)) as SyncResponse | null) : null;
    if (!parsed || !Array.isArray(parsed.results)) {
      // 5xx, 429, a captive portal's HTML page: nothing was confirmed, so everything is tried again later.
      await postponeAll(rows, `Server answered ${res.status}`, now());
      report.failed = true;
      break;
    }
    report.sent += rows.length;
    await settle(rows, parsed, report, message, now());
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
    report = await drain(options);
  } while (again && !report.failed && !report.signInRequired);
  return report;
}

const SKIPPED: FlushReport = { sent: 0, applied: 0, duplicate: 0, rejected: 0, failed: false, signInRequired: false, skipped: true };

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
