/**
 * The points store's coupons on the device (db.coupons), refreshed from the server in the background, so
 * the store opens offline with what was last seen. A coupon that expired since then is no longer offered.
 */
import { useLiveQuery } from "../../lib/database/use-live-query";
import type { Coupon } from "#shared/schemas/user";
import { refreshCollection } from "../../lib/api/catalog";
import { db } from "../../lib/database/db";

export function refreshCoupons(): Promise<boolean> {
  return refreshCollection<Coupon, { items: Coupon[] }>(db.coupons, "/points-store/coupons", (d) => d.items);
}

const isCurrent = (coupon: Coupon, now: number) => coupon.expires_at === null || Date.parse(coupon.expires_at) > now;

/** The server's order: cheapest first. undefined while the device's copy is being read. */
export function useCoupons(): Coupon[] | undefined {
  return useLiveQuery(async () => {
    const now = Date.now();
    const coupons = (await db.coupons.toArray()).filter((coupon) => isCurrent(coupon, now));
    return coupons.sort((a, b) => a.points_cost - b.points_cost || a.id - b.id);
  }, []);
}
