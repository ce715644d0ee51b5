/**
 * The points ledger. A balance is the sum of earned minus spent rows; it is never stored, so it cannot
 * drift. One-time awards carry a reason key that the unique index makes impossible to grant twice.
 * Functions here run inside the caller's write transaction, which is what makes check-then-spend safe.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { pointsLedger } from "../../db/tables";
import { HttpError } from "../../errors";

export async function pointsBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(case when ${pointsLedger.transactionType} = 'earned' then ${pointsLedger.pointsAmount} else -${pointsLedger.pointsAmount} end), 0)`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.balance ?? 0);
}

/** Adds points; with a reason key, only the first award for that reason counts. Returns the points added. */
export async function awardPoints(db: Db, userId: number, points: number, description: string, reasonKey?: string): Promise<number> {
  if (points <= 0) return 0;
  if (reasonKey) {
    const [already] = await db
      .select({ id: pointsLedger.id })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reasonKey, reasonKey)))
      .limit(1);
    if (already) return 0;
  }
  await db
    .insert(pointsLedger)
    .values({ userId, transactionType: "earned", pointsAmount: points, description, reasonKey: reasonKey ?? null });
  return points;
}

/** Spends points, refusing (and writing nothing) when the balance would go below zero. */
export async function spendPoints(db: Db, userId: number, points: number, description: string): Promise<void> {
  const balance = await pointsBalance(db, userId);
  if (points > balance) throw new HttpError(422, { key: "notEnoughPoints", params: { points, balance } });
  if (points > 0) await db.insert(pointsLedger).values({ userId, transactionType: "spent", pointsAmount: points, description });
}
