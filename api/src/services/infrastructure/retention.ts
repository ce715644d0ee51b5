/**
 * The database does not only grow: raw events kept only to be counted, and idempotency keys, go once they
 * are older than the retention window (EVENT_RETENTION_DAYS, 90 days by default). What they counted stays:
 * page and content views were added to the analytics counts (../analytics/counts.ts) in the transaction
 * that wrote them, and a blog reading's points are in the ledger. A key older than the window no longer
 * recognises its write's replay, which then runs as new (docs/decisions/113-events-and-keys-kept-for-a-window.md).
 * The family's own records (completions, finds, photos, points, orders) are never pruned.
 *
 * The rows to drop are found outside any transaction and deleted by key in short transactions of
 * PRUNE_ROWS_PER_TX, each checking the age again; several processes pruning at once delete each row once
 * (on PostgreSQL the second to reach a row loses a serialization race, runs again and finds it gone).
 */
import { and, inArray, lt } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { writeTx, type Db } from "../../db";
import { blogReads, contentViews, idempotencyKeys, pageViews } from "../../db/tables";

export const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_ROWS_PER_TX = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The time `days` before `now`, written as stored times are: a row stamped before it is past its window. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

interface Pruned {
  table: SQLiteTable;
  key: SQLiteColumn;
  createdAt: SQLiteColumn;
}

const PRUNED = (): Pruned[] => [
  { table: pageViews, key: pageViews.id, createdAt: pageViews.createdAt },
  { table: contentViews, key: contentViews.id, createdAt: contentViews.createdAt },
  { table: blogReads, key: blogReads.id, createdAt: blogReads.createdAt },
  { table: idempotencyKeys, key: idempotencyKeys.key, createdAt: idempotencyKeys.createdAt },
];

async function pruneTable(db: Db, { table, key, createdAt }: Pruned, cutoff: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const keys = (await db.select({ key }).from(table).where(lt(createdAt, cutoff)).limit(PRUNE_ROWS_PER_TX)).map((row) => row.key);
    if (keys.length === 0) return removed;
    const gone = await writeTx(db, () => db.delete(table).where(and(inArray(key, keys), lt(createdAt, cutoff))).returning({ key }));
    removed += gone.length;
    if (keys.length < PRUNE_ROWS_PER_TX) return removed;
  }
}

/** Drops what is older than `retentionDays` before `now`; answers how many rows went. */
export async function pruneExpired(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cutoff = daysBefore(now, retentionDays);
  let removed = 0;
  for (const pruned of PRUNED()) removed += await pruneTable(db, pruned, cutoff);
  return removed;
}
