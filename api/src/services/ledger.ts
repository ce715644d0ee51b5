/**
 * The points ledger. A balance is the sum of earned minus spent rows; it is never stored, so it cannot
 * drift. One-time awards carry a reason key that the unique index makes impossible to grant twice.
 * Functions here run inside the caller's write transaction, which is what makes check-then-spend safe.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { pointsLedger } from "../db/schema";
import { HttpError } from "../errors";

export function pointsBalance(db: Db, userId: number): number {
  const row = db
    .select({
      balance: sql<number>`coalesce(sum(case when ${pointsLedger.transactionType} = 'earned' then ${pointsLedger.pointsAmount} else -${pointsLedger.pointsAmount} end), 0)`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .get();
  return Number(row?.balance ?? 0);
}

/** Adds points; with a reason key, only the first award for that reason counts. Returns the points added. */
export function awardPoints(db: Db, userId: number, points: number, description: string, reasonKey?: string): number {
  if (points <= 0) return 0;
  if (reasonKey) {
    const already = db
      .select({ id: pointsLedger.id })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reasonKey, reasonKey)))
      .get();
    if (already) return 0;
  }
  db.insert(pointsLedger)
    .values({ userId, transactionType: "earned", pointsAmount: points, description, reasonKey: reasonKey ?? null })
    .run();
  return points;
}

/** Spends points, refusing (and writing nothing) when the balance would go below zero. */
export function spendPoints(db: Db, userId: number, points: number, description: string): void {
  const balance = pointsBalance(db, userId);
  if (points > balance) throw new HttpError(422, `Not enough points: this needs ${points} and you have ${balance}`);
  if (points > 0) db.insert(pointsLedger).values({ userId, transactionType: "spent", pointsAmount: points, description }).run();
}
