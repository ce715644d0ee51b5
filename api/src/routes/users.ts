/** /api/users: registration, login, profile, points history and coupon redemption. */
import { Hono } from "hono";
import { registerSchema, loginSchema, profileUpdateSchema, couponCodeSchema } from "#shared/schemas/user";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db/transactions";
import { currentUser, requireUser } from "../middleware/auth";
import { jsonBody, parseWith } from "../middleware/validate";
import { checkKey } from "../services/idempotency";
import { hashPassword } from "../services/passwords";
import { listRedeemedCoupons, pointsHistory, redeemCoupon } from "../services/coupons";
import { assertUnderLimit, recordAttempt, REGISTER_WINDOW_MS, REGISTRATIONS_MAX } from "../services/rate-limit";
import { login, sessionFor } from "../services/sessions";
import { insertUser, publicUser, updateProfile } from "../services/users";

export function usersRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post("/login", async (c) => c.json(await login(deps, await jsonBody(c, loginSchema), false)))
    .post("/register", async (c) => {
      const input = await jsonBody(c, registerSchema);
      const address = deps.clientAddress(c);
      const limited = "Too many registrations from this network. Please try again later.";
      assertUnderLimit(db, "register", address, deps.now(), REGISTRATIONS_MAX, REGISTER_WINDOW_MS, limited);
      const passwordHash = await hashPassword(input.password);
      const userId = writeTx(db, () => {
        recordAttempt(db, "register", address, deps.now(), REGISTER_WINDOW_MS);
        return insertUser(db, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          marketingConsent: input.marketing_consent,
        });
      });
      return c.json(await sessionFor(deps, userId, "user"), 201);
    })
    .get("/profile", requireUser, (c) => c.json(publicUser(db, currentUser(c).id)))
    .put("/profile", requireUser, async (c) => {
      const update = await jsonBody(c, profileUpdateSchema);
      const user = currentUser(c);
      writeTx(db, () => updateProfile(db, user.id, update));
      return c.json(publicUser(db, user.id));
    })
    .get("/points/history", requireUser, (c) => c.json(pointsHistory(db, currentUser(c).id)))
    .get("/coupons", requireUser, (c) => c.json(listRedeemedCoupons(db, currentUser(c).id)))
    .post("/redeem-coupon/:code", requireUser, (c) => {
      const code = parseWith(couponCodeSchema, c.req.param("code"));
      const key = checkKey(c.req.header("idempotency-key"));
      const { outcome } = redeemCoupon(deps, currentUser(c).id, code, key);
      return c.json(outcome.body as object, outcome.status);
    });
}
