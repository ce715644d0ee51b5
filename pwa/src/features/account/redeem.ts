/**
 * Redeeming a coupon, which needs the server (it spends points and takes one from stock). Each attempt
 * carries an Idempotency-Key; when the answer is lost on the way back, the next try for the same coupon
 * reuses the key, so the server replays its first outcome instead of spending the points twice.
 */
import { ulid } from "../../lib/api/ulid";
import type { RedeemResponse } from "#shared/schemas/user";
import { api, type Said } from "../../lib/api/api-client";
import { orOwn } from "../../lib/i18n/error-texts";
import { db } from "../../lib/database/db";
import { balanceRead } from "../../lib/points/balance-read";
import { useAuth } from "../../stores/auth";
import { refreshAccount, rememberRedeemed } from "./account-data";

export type RedeemResult = { success: true; data: RedeemResponse } | (Said & { success: false; offline: boolean });

const unansweredKeys = new Map<string, string>();

export async function redeemCoupon(userId: number, code: string): Promise<RedeemResult> {
  const slot = `${userId}:${code}`;
  const key = unansweredKeys.get(slot) ?? ulid();
  unansweredKeys.set(slot, key);
  const res = await api.post<RedeemResponse>(`/users/redeem-coupon/${encodeURIComponent(code)}`, undefined, { "Idempotency-Key": key });
  if (res.status !== 0) unansweredKeys.delete(slot);
  if (!res.success) {
    return { success: false, ...orOwn(res, "redeemFailed"), offline: res.status === 0 };
  }
  const { coupon, points_spent, points_balance } = res.data;
  if (useAuth.getState().user?.id === userId) useAuth.getState().setPoints(points_balance);
  await balanceRead(userId);
  await db.coupons.put(coupon);
  await rememberRedeemed(userId, {
    code: coupon.code,
    description: coupon.description,
    discount_type: coupon.discount_type,
    discount_amount: coupon.discount_amount,
    expires_at: coupon.expires_at,
    points_spent,
    redeemed_at: new Date().toISOString(),
  });
  // The points activity now has a new line; fetch it without holding up the toast.
  void refreshAccount();
  return { success: true, data: res.data };
}
