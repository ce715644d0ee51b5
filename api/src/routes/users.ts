/**
 * /api/users: registration, login and signing out (this device, or every one), a forgotten or changed
 * password, e-mail confirmation, profile, points history, coupon redemption, and the family's own record
 * (photos, hunt history).
 */
import { Hono } from "hono";
import { registerSchema, loginSchema, profileUpdateSchema, couponCodeSchema, confirmEmailSchema, forgotPasswordSchema, resetPasswordSchema, resendConfirmationSchema, changePasswordSchema } from "#shared/schemas/user";
import { HUNT_HISTORY_PAGE, POINTS_HISTORY_PAGE } from "#shared/rules/list-limit";
import { pageQuery } from "#shared/schemas/common";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { currentUser, requireUser } from "../middleware/auth";
import type { Refusal } from "../errors";
import { jsonBody, parseWith, queryOf } from "../middleware/validate";
import { checkKey } from "../services/infrastructure/idempotency";
import { hashPassword } from "../services/accounts/passwords";
import { requestPasswordReset, resetPassword } from "../services/accounts/password-reset";
import { confirmEmail, queueConfirmation, resendConfirmation } from "../services/accounts/email-confirmation";
import { listRedeemedCoupons, pointsHistory, redeemCoupon } from "../services/points/coupons";
import { registerLimits, reserveAttempt } from "../services/infrastructure/rate-limit";
import { changePassword } from "../services/accounts/password-change";
import { endSession, endSessions, sessionFor } from "../services/accounts/sessions";
import { login } from "../services/accounts/sign-in";
import { insertUser, publicUser, updateProfile } from "../services/accounts/users";
import { huntHistory } from "../services/hunt-play/hunt-history";
import { answerWords } from "../texts";
import { userPhotoRoutes } from "./user-photos";

const pointsPage = pageQuery(POINTS_HISTORY_PAGE);
const huntsPage = pageQuery(HUNT_HISTORY_PAGE);

export function usersRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post("/login", async (c) => c.json(await login(deps, await jsonBody(c, loginSchema), false, deps.clientAddress(c))))
    .post("/logout", requireUser, async (c) => {
      await endSession(db, currentUser(c).sessionId, deps.now());
      return c.body(null, 204);
    })
    .post("/logout-everywhere", requireUser, async (c) => c.json({ ended_sessions: await endSessions(db, currentUser(c).id, deps.now()) }))
    .post("/change-password", requireUser, async (c) => {
      const input = await jsonBody(c, changePasswordSchema);
      await changePassword(deps, currentUser(c), input, deps.clientAddress(c));
      return c.json({ detail: answerWords("passwordChangedOthersSignedOut") });
    })
    .post("/register", async (c) => {
      const input = await jsonBody(c, registerSchema);
      const limited: Refusal = { key: "tooManyRegistrations" };
      // Reserved before the hash and kept whatever the outcome: a refused duplicate costs the same scrypt
      // work and tells the caller that the e-mail has an account, so it counts like a new account does.
      // Only a body that fails validation (above, no hashing, no answer about any account) goes uncounted.
      await reserveAttempt(db, "register", registerLimits(deps.clientAddress(c)), deps.now(), limited);
      const passwordHash = await hashPassword(input.password);
      const userId = await writeTx(db, async () => {
        const id = await insertUser(db, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          marketingConsent: input.marketing_consent,
        });
        await queueConfirmation(deps, { id, name: input.name, email: input.email }, input.lang, deps.now());
        return id;
      });
      deps.mail.wake();
      return c.json(await sessionFor(deps, userId, "user"), 201);
    })
    .post("/forgot-password", async (c) => {
      const { email, lang } = await jsonBody(c, forgotPasswordSchema);
      await requestPasswordReset(deps, email, deps.clientAddress(c), lang);
      return c.json({ detail: answerWords("resetRequested") });
    })
    .post("/reset-password", async (c) => {
      const { token, password } = await jsonBody(c, resetPasswordSchema);
      return c.json(await resetPassword(deps, token, password));
    })
    .post("/confirm-email", async (c) => {
      const { token } = await jsonBody(c, confirmEmailSchema);
      return c.json({ detail: answerWords("emailConfirmed"), ...(await confirmEmail(deps, token, c.get("user"))) });
    })
    .post("/confirm-email/send", requireUser, async (c) => {
      // The body is optional: a request without one asks for the message in English.
      const { lang } = c.req.header("content-type") ? await jsonBody(c, resendConfirmationSchema) : resendConfirmationSchema.parse({});
      await resendConfirmation(deps, currentUser(c).id, lang);
      return c.json({ detail: answerWords("confirmationSent") }, 202);
    })
    .get("/profile", requireUser, async (c) => c.json(await publicUser(db, currentUser(c).id)))
    .put("/profile", requireUser, async (c) => {
      const update = await jsonBody(c, profileUpdateSchema);
      const user = currentUser(c);
      await writeTx(db, () => updateProfile(db, user.id, update));
      return c.json(await publicUser(db, user.id));
    })
    .get("/points/history", requireUser, async (c) => c.json(await pointsHistory(db, currentUser(c).id, queryOf(c, pointsPage))))
    .get("/coupons", requireUser, async (c) => c.json(await listRedeemedCoupons(db, currentUser(c).id)))
    .get("/hunt-history", requireUser, async (c) => c.json(await huntHistory(db, currentUser(c).id, queryOf(c, huntsPage))))
    .route("/photos", userPhotoRoutes(deps))
    .post("/redeem-coupon/:code", requireUser, async (c) => {
      const code = parseWith(couponCodeSchema, c.req.param("code"));
      const key = checkKey(c.req.header("idempotency-key"));
      const { outcome } = await redeemCoupon(deps, currentUser(c).id, code, key);
      return c.json(outcome.body as object, outcome.status);
    });
}
