/**
 * The signed-in family's own data on the device: the profile snapshot (db.profile) and, under per-account
 * keys of the key-value table, their points activity (every page of it read so far) and redeemed coupons.
 * Screens read these, so a profile seen once opens with no signal; `refreshAccount` brings them up to date
 * when there is one.
 */
import { useLiveQuery } from "../../lib/database/use-live-query";
import type { PointsTransaction, RedeemedCoupon, User } from "#shared/schemas/user";
import { api } from "../../lib/api/api-client";
import { db, type ProfileRow } from "../../lib/database/db";
import { readKv, writeKv } from "../../lib/database/kv";
import { balanceRead } from "../../lib/points/balance-read";
import { accountKey } from "../../lib/database/store-keys";
import type { StoredPages } from "../../lib/database/stored-pages";
import { useAuth } from "../../stores/auth";
import { pagesOf, refreshFirstPage, useStoredPages, type AccountList } from "./account-pages";

export const pointsHistoryKey = (userId: number) => accountKey("points_history", userId);

export const POINTS_LIST: AccountList<PointsTransaction> = {
  path: "/users/points/history",
  key: pointsHistoryKey,
  order: (entry) => [entry.created_at, entry.id],
  normalize: (value) => pagesOf<PointsTransaction>(value),
};
export const redeemedCouponsKey = (userId: number) => accountKey("redeemed_coupons", userId);

type List<T> = { items: T[]; total: number };

/** Keeps the snapshot and the session's copy of the user (which the header's points read) in step. */
export async function saveProfile(user: User): Promise<void> {
  await Promise.all([db.profile.put({ ...user, fetchedAt: Date.now() }), balanceRead(user.id)]);
  if (useAuth.getState().user?.id === user.id) useAuth.getState().setUser(user);
}

export async function refreshAccount(): Promise<boolean> {
  const { token, user } = useAuth.getState();
  if (!token || !user) return false;
  const [profile, history, redeemed] = await Promise.all([
    api.get<User>("/users/profile"),
    refreshFirstPage(POINTS_LIST),
    api.get<List<RedeemedCoupon>>("/users/coupons"),
  ]);
  // Whoever signed out or switched accounts meanwhile must not receive the previous account's data.
  if (useAuth.getState().token !== token) return false;
  if (profile.success) await saveProfile(profile.data);
  if (redeemed.success) await writeKv(redeemedCouponsKey(user.id), redeemed.data.items);
  return profile.success && history && redeemed.success;
}

/** Adds a coupon just redeemed to the device's list, so it shows before the next refresh. */
export async function rememberRedeemed(userId: number, coupon: RedeemedCoupon): Promise<void> {
  await db.transaction("rw", db.kv, async () => {
    const known = (await readKv<RedeemedCoupon[]>(redeemedCouponsKey(userId))) ?? [];
    await writeKv(redeemedCouponsKey(userId), [coupon, ...known.filter((c) => c.code !== coupon.code)]);
  });
}

export function useProfileSnapshot(userId: number): ProfileRow | undefined {
  return useLiveQuery(() => db.profile.get(userId), [userId]);
}

/** undefined while reading; null when this device has never fetched the list (so "none yet" is not claimed). */
export function usePointsHistory(userId: number): StoredPages<PointsTransaction> | null | undefined {
  return useStoredPages(POINTS_LIST, userId);
}

export function useRedeemedCoupons(userId: number | undefined): RedeemedCoupon[] | null | undefined {
  return useLiveQuery(async () => (userId === undefined ? null : ((await readKv<RedeemedCoupon[]>(redeemedCouponsKey(userId))) ?? null)), [userId]);
}
