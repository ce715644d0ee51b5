/** /api/users: registration, login, profile, points history, coupon redemption, and the family's own record (photos, hunt history). */
import { Hono } from "hono";
import { registerSchema, loginSchema, profileUpdateSchema, couponCodeSchema } from "#shared/schemas/user";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { currentUser, requireUser } from "../middleware/auth";
import { jsonBody, parseWith } from "../middleware/validate";
import { checkKey } from "../services/idempotency";
import { hashPassword } from "../services/passwords";
import { listRedeemedCoupons, pointsHistory, redeemCoupon } from "../services/coupons";
import { registerLimits, reserveAttempt } from "../services/rate-limit";
import { login, sessionFor } from "../services/sessions";
import { insertUser, publicUser, updateProfile } from "../services/users";
import { huntHistory } from "../services/hunt-history";
import { userPhotoRoutes } from "./user-photos";

export function usersRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post("/login", async (c) => c.json(await login(deps, await jsonBody(c, loginSchema), false, deps.clientAddress(c))))
    .post("/register", async (c) => {
      const input = await jsonBody(c, registerSchema);
      const limited = "Too many registrations from this network. Please try again later.";
      // Reserved before the hash and kept whatever the outcome: a refused duplicate costs the same scrypt
      // work and tells the caller that the e-mail has an account, so it counts like a new account does.
      // Only a body that fails validation (above, no hashing, no answer about any account) goes uncounted.
      await reserveAttempt(db, "register", registerLimits(deps.clientAddress(c)), deps.now(), limited);
      const passwordHash = await hashPassword(input.password);
      const userId = await writeTx(db, () =>
        insertUser(db, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          marketingConsent: input.marketing_consent,
        }),
      );
      return c.json(await sessionFor(deps, userId, "user"), 201);
    })
    .get("/profile", requireUser, async (c) => c.json(await publicUser(db, currentUser(c).id)))
    .put("/profile", requireUser, async (c) => {
      const update = await jsonBody(c, profileUpdateSchema);
      const user = currentUser(c);
      await writeTx(db, () => updateProfile(db, user.id, update));
      return c.json(await publicUser(db, user.id));
    })
    .get("/points/history", requireUser, async (c) => c.json(await pointsHistory(db, currentUser(c).id)))
    .get("/coupons", requireUser, async (c) => c.json(await listRedeemedCoupons(db, currentUser(c).id)))
    .get("/hunt-history", requireUser, async (c) => c.json(await huntHistory(db, currentUser(c).id)))
    .route("/photos", userPhotoRoutes(deps))
    .post("/redeem-coupon/:code", requireUser, async (c) => {
      const code = parseWith(couponCodeSchema, c.req.param("code"));
      const key = checkKey(c.req.header("idempotency-key"));
      const { outcome } = await redeemCoupon(deps, currentUser(c).id, code, key);
      return c.json(outcome.body as object, outcome.status);
    });
}
