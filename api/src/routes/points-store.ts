/** /api/points-store: the coupons anyone can browse (redeeming needs an account: see /users/redeem-coupon). */
import { Hono } from "hono";
import type { AppEnv, Deps } from "../deps";
import { listCoupons, nextCouponExpiryMs } from "../services/points/coupons";
import { cachedRead } from "../middleware/cached-read";

export function pointsStoreRoutes(deps: Deps) {
  return new Hono<AppEnv>().get("/coupons", cachedRead(deps, (d, now) => nextCouponExpiryMs(d.db, now)), async (c) => c.json(await listCoupons(deps.db, deps.now())));
}
