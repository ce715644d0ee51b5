/** /api/points-store: the coupons anyone can browse (redeeming needs an account: see /users/redeem-coupon). */
import { Hono } from "hono";
import type { AppEnv, Deps } from "../deps";
import { listCoupons } from "../services/coupons";

export function pointsStoreRoutes(deps: Deps) {
  return new Hono<AppEnv>().get("/coupons", (c) => c.json(listCoupons(deps.db, deps.now())));
}
