/**
 * The analytics counts kept as events happen (`analytics_counts`, what each metric means in
 * db/schema/count-metrics.ts): what a transaction adds for the events it writes, and what the admin's
 * figures read back. A transaction sums its own events by key here, in JavaScript, and inserts one row per
 * key; it never reads or updates a count, so on PostgreSQL, where every write transaction is SERIALIZABLE,
 * concurrent syncs counting the same day or page never conflict. A key's value is the sum of its rows:
 * ./fold-counts.ts merges them now and then, so each read sums a handful of rows per key whatever the
 * traffic was.
 */
import { and, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import type { CountMetric } from "../../db/schema/count-metrics";
import { analyticsCounts, analyticsVisitors } from "../../db/tables";

export type { CountMetric } from "../../db/schema/count-metrics";

export interface CountDelta {
  metric: CountMetric;
  /** "" for a metric with no subject (the totals). */
  subject?: string;
  detail?: string;
  /** One event unless said otherwise (revenue counts cents). */
  amount?: number;
}

/** Adds what a transaction's events count, as one row per key in one statement; must run in that transaction. */
export async function addCounts(db: Db, deltas: readonly CountDelta[]): Promise<void> {
  const byKey = new Map<string, { metric: CountMetric; subject: string; detail: string; amount: number }>();
  for (const { metric, subject = "", detail = "", amount = 1 } of deltas) {
    const key = JSON.stringify([metric, subject, detail]);
    const row = byKey.get(key);
    if (row) row.amount += amount;
    else byKey.set(key, { metric, subject, detail, amount });
  }
  const rows = [...byKey].map(([, row]) => row).filter((row) => row.amount !== 0);
  if (rows.length > 0) await db.insert(analyticsCounts).values(rows);
}

/**
 * Remembers visitor ids and answers how many were new: each is one more unique visitor. Nothing is read
 * first: a remembered id makes its insert do nothing, without a lock another transaction could meet.
 */
export async function rememberVisitors(db: Db, visitorIds: readonly string[]): Promise<number> {
  const distinct = [...new Set(visitorIds)];
  if (distinct.length === 0) return 0;
  const added = await db
    .insert(analyticsVisitors)
    .values(distinct.map((visitorId) => ({ visitorId })))
    .onConflictDoNothing()
    .returning({ visitorId: analyticsVisitors.visitorId });
  return added.length;
}

const total = sql<number>`coalesce(sum(${analyticsCounts.amount}), 0)`.mapWith(Number);
const isMetric = (metric: CountMetric) => eq(analyticsCounts.metric, metric);

export const countQuery = (db: Db, metric: CountMetric, subject?: string) =>
  db
    .select({ n: total })
    .from(analyticsCounts)
    .where(subject === undefined ? isMetric(metric) : and(isMetric(metric), eq(analyticsCounts.subject, subject)));

/** A metric's count, all subjects together, or one subject's. */
export async function countOf(db: Db, metric: CountMetric, subject?: string): Promise<number> {
  const [row] = await countQuery(db, metric, subject);
  return row?.n ?? 0;
}

/** A metric's counts by subject and detail; `fromSubject` keeps the subjects from it on (days, for a chart). */
export const countsOf = (db: Db, metric: CountMetric, fromSubject?: string) =>
  db
    .select({ subject: analyticsCounts.subject, detail: analyticsCounts.detail, n: total })
    .from(analyticsCounts)
    .where(fromSubject === undefined ? isMetric(metric) : and(isMetric(metric), gte(analyticsCounts.subject, fromSubject)))
    .groupBy(analyticsCounts.subject, analyticsCounts.detail);

/** A metric's counts of the named subjects only, by subject and detail (the hunts of one page). */
export const countsForQuery = (db: Db, metric: CountMetric, subjects: readonly string[]) =>
  db
    .select({ subject: analyticsCounts.subject, detail: analyticsCounts.detail, n: total })
    .from(analyticsCounts)
    .where(and(isMetric(metric), inArray(analyticsCounts.subject, [...subjects])))
    .groupBy(analyticsCounts.subject, analyticsCounts.detail);

/** A metric's counts by detail, every subject together (completions by language over every hunt). */
export const countsByDetailQuery = (db: Db, metric: CountMetric) =>
  db.select({ detail: analyticsCounts.detail, n: total }).from(analyticsCounts).where(isMetric(metric)).groupBy(analyticsCounts.detail);

/** The subject with the highest count of a metric (the first by name among equals), or null when none counts. */
export async function topSubject(db: Db, metric: CountMetric): Promise<string | null> {
  const [row] = await topSubjectQuery(db, metric);
  return row?.subject ?? null;
}

export const topSubjectQuery = (db: Db, metric: CountMetric) =>
  db.select({ subject: analyticsCounts.subject }).from(analyticsCounts).where(isMetric(metric)).groupBy(analyticsCounts.subject).orderBy(desc(total), analyticsCounts.subject).limit(1);

/**
 * A hunt's count of `metric` as a column of a query over hunts: `huntId` names the outer row's id, which
 * the count's subject holds as text.
 */
export function huntCount(metric: CountMetric, huntId: SQL): SQL<number> {
  // Unaliased, so a query plan names the table it reads.
  return sql<number>`(select coalesce(sum(analytics_counts.amount), 0) from analytics_counts where analytics_counts.metric = ${metric} and analytics_counts.subject = cast(${huntId} as text))`.mapWith(Number);
}

/** What a deleted hunt leaves of its counts: its completions, which the totals keep counting, as they keep its rows. */
export async function forgetHuntCounts(db: Db, huntId: number): Promise<void> {
  for (const metric of ["hunt.views", "hunt.finds", "hunt.purchases", "hunt.revenue_cents"] as const) {
    await db.delete(analyticsCounts).where(and(isMetric(metric), eq(analyticsCounts.subject, String(huntId))));
  }
}
