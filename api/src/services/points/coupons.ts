/**
 * The points store: coupons bought with points. A redemption checks expiry, stock and balance, then
 * decrements stock, spends the points and records the redemption in one serializable write transaction, so
 * two concurrent redemptions can neither overspend nor take the last coupon twice.
 */
import { and, desc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { POINTS_HISTORY_PAGE } from "#shared/rules/list-limit";
import type { Page } from "#shared/schemas/common";
import type { Coupon, PointsTransaction, RedeemedCoupon } from "#shared/schemas/user";
import { moneyTx, type Db } from "../../db";
import { couponRedemptions, coupons, pointsLedger } from "../../db/tables";
import type { Deps } from "../../deps";
import { HttpError, notFound } from "../../errors";
import { onceForKey, type KeyedOutcome } from "../infrastructure/idempotency";
import { countRows, keysetPage, orderOf, type SortKey } from "../infrastructure/list-page";
import { pointsBalance, spendPoints } from "./ledger";

type CouponRow = typeof coupons.$inferSelect;

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discountType,
    discount_amount: row.discountAmount,
    points_cost: row.pointsCost,
    remaining_uses: row.remainingUses,
    expires_at: row.expiresAt,
    description: row.description,
  };
}

/** The store shows coupons that have not expired, cheapest first; sold-out ones stay visible as Out of Stock. */
export async function listCoupons(db: Db, now: Date): Promise<{ items: Coupon[]; total: number }> {
  const rows = await db
    .select()
    .from(coupons)
    .where(or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now.toISOString())))
    .orderBy(coupons.pointsCost, coupons.id);
  const items = rows.map(toCoupon);
  return { items, total: items.length };
}

type LedgerRow = typeof pointsLedger.$inferSelect;

/** Newest first; entries of the same millisecond (a hunt's points and its badge bonus) by id. */
export const LEDGER_SORT: SortKey<LedgerRow>[] = [
  { column: pointsLedger.createdAt, direction: "desc", of: (row) => row.createdAt },
  { column: pointsLedger.id, direction: "desc", of: (row) => row.id },
];

/** The family's newest ledger entries (`after` a cursor's row, `take` of them). */
export const pointsHistoryQuery = (db: Db, userId: number, after?: SQL, take = POINTS_HISTORY_PAGE + 1) =>
  db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), after))
    .orderBy(...orderOf(LEDGER_SORT))
    .limit(take);

/** One page of the family's points activity; `total` counts every entry, for "Showing 20 of 300". */
export async function pointsHistory(db: Db, userId: number, page: { limit: number; cursor?: string | undefined }): Promise<Page<PointsTransaction>> {
  const { rows, next } = await keysetPage(LEDGER_SORT, page, (after, take) => pointsHistoryQuery(db, userId, after, take));
  const total = await countRows(db, pointsLedger, eq(pointsLedger.userId, userId));
  const items = rows.map((row) => ({
    id: row.id,
    description: row.description,
    created_at: row.createdAt,
    transaction_type: row.transactionType,
    points_amount: row.pointsAmount,
  }));
  return { items, total, next };
}

export const redeemedCouponsQuery = (db: Db, userId: number) =>
  db
    .select({ redemption: couponRedemptions, coupon: coupons })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.userId, userId))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id));

export async function listRedeemedCoupons(db: Db, userId: number): Promise<{ items: RedeemedCoupon[]; total: number }> {
  const rows = await redeemedCouponsQuery(db, userId);
  const items = rows.map(({ redemption, coupon }) => ({
    code: coupon.code,
    description: coupon.description,
    discount_type: coupon.discountType,
    discount_amount: coupon.discountAmount,
    expires_at: coupon.expiresAt,
    points_spent: redemption.pointsSpent,
    redeemed_at: redemption.createdAt,
  }));
  return { items, total: items.length };
}

export async function redeemCoupon(deps: Deps, userId: number, code: string, key: string | undefined): Promise<KeyedOutcome> {
  const { db } = deps;
  return moneyTx(db, () =>
    onceForKey(db, key, `user:${userId}|redeem`, { code }, async () => {
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
      if (!coupon) throw notFound("Coupon");
      if (coupon.expiresAt && coupon.expiresAt <= deps.now().toISOString()) throw new HttpError(410, { key: "couponExpired" });
      if (coupon.remainingUses <= 0) throw new HttpError(409, { key: "couponOutOfStock" });
      const [already] = await db
        .select({ id: couponRedemptions.id })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.userId, userId), eq(couponRedemptions.couponId, coupon.id)))
        .limit(1);
      if (already) throw new HttpError(409, { key: "couponAlreadyRedeemed" });
      await spendPoints(db, userId, coupon.pointsCost, `Redeemed coupon ${coupon.code}`);
      const taken = await db
        .update(coupons)
        .set({ remainingUses: sql`${coupons.remainingUses} - 1` })
        .where(and(eq(coupons.id, coupon.id), gt(coupons.remainingUses, 0)))
        .returning({ id: coupons.id });
      if (taken.length !== 1) throw new HttpError(409, { key: "couponOutOfStock" });
      await db.insert(couponRedemptions).values({ userId, couponId: coupon.id, code: coupon.code, pointsSpent: coupon.pointsCost });
      return {
        status: 200,
        body: {
          coupon: toCoupon({ ...coupon, remainingUses: coupon.remainingUses - 1 }),
          points_spent: coupon.pointsCost,
          points_balance: await pointsBalance(db, userId),
        },
      };
    }),
  );
}

/** When the next listed coupon expires (a cached store list stops being true then), or null. */
export async function nextCouponExpiryMs(db: Db, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${coupons.expiresAt})` })
    .from(coupons)
    .where(gt(coupons.expiresAt, now.toISOString()));
  const next = row?.at;
  return next ? Date.parse(next) : null;
}
