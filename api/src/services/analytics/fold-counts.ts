/**
 * Merges each analytics count's rows into one (./counts.ts): every transaction that counts adds a row per
 * key, so without this a day's views would be summed from thousands of rows. Which keys have several
 * rows is read outside any transaction; each key is then folded by deleting its rows and inserting their
 * sum, in short transactions of FOLD_KEYS_PER_TX keys. The sum is of the rows the delete removed, so a row
 * added meanwhile by another transaction stays as it is and still counts. Two processes folding at once
 * are safe: on SQLite one writes after the other and finds the key folded, and on PostgreSQL the second
 * to delete the same rows loses a serialization race and is run again, finding them gone.
 */
import { and, eq, sql } from "drizzle-orm";
import { writeTx, type Db } from "../../db";
import { analyticsCounts } from "../../db/tables";

/** How often each server process folds: a read sums at most about this long's rows per key. */
export const FOLD_COUNTS_EVERY_MS = 60 * 1000;
const FOLD_KEYS_PER_TX = 50;

type Key = Pick<typeof analyticsCounts.$inferSelect, "metric" | "subject" | "detail">;

async function foldKey(db: Db, key: Key): Promise<void> {
  const gone = await db
    .delete(analyticsCounts)
    .where(and(eq(analyticsCounts.metric, key.metric), eq(analyticsCounts.subject, key.subject), eq(analyticsCounts.detail, key.detail)))
    .returning({ amount: analyticsCounts.amount });
  const amount = gone.reduce((sum, row) => sum + Number(row.amount), 0);
  if (amount !== 0) await db.insert(analyticsCounts).values({ ...key, amount });
}

/** Answers how many keys were folded. */
export async function foldCounts(db: Db): Promise<number> {
  const keys = await db
    .select({ metric: analyticsCounts.metric, subject: analyticsCounts.subject, detail: analyticsCounts.detail })
    .from(analyticsCounts)
    .groupBy(analyticsCounts.metric, analyticsCounts.subject, analyticsCounts.detail)
    .having(sql`count(*) > 1`);
  for (let i = 0; i < keys.length; i += FOLD_KEYS_PER_TX) {
    const chunk = keys.slice(i, i + FOLD_KEYS_PER_TX);
    await writeTx(db, async () => {
      for (const key of chunk) await foldKey(db, key);
    });
  }
  return keys.length;
}
