/**
 * /api/admin: hunt analytics, recent activity, site settings, the system tools, mail, and ending an
 * account's sessions. Every route is admin-only.
 */
import { Hono } from "hono";
import { activityQuerySchema } from "#shared/schemas/activity";
import { huntAnalyticsQuerySchema } from "#shared/schemas/hunt";
import { siteSettingsUpdateSchema } from "#shared/schemas/settings";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { HttpError } from "../errors";
import { currentUser, requireAdmin } from "../middleware/auth";
import { idParam, jsonBody, queryOf } from "../middleware/validate";
import { recentActivity } from "../services/analytics/activity";
import { huntAnalytics } from "../services/analytics/analytics";
import { clearCaches, dbStatus } from "../services/infrastructure/db-status";
import { mailQueueStatus, queueMail } from "../services/mail/mail-queue";
import { testMessage } from "../services/mail/templates/test-message";
import { endSessions } from "../services/accounts/sessions";
import { readSettings, updateSettings } from "../services/site/settings";
import { findUserById } from "../services/accounts/users";

export function adminRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use("*", requireAdmin)
    .get("/hunt-analytics", async (c) => c.json(await huntAnalytics(db, queryOf(c, huntAnalyticsQuerySchema).ids)))
    .get("/activity", async (c) => c.json({ items: await recentActivity(db, queryOf(c, activityQuerySchema).limit) }))
    .get("/settings", async (c) => c.json(await readSettings(db)))
    .put("/settings", async (c) => {
      const patch = await jsonBody(c, siteSettingsUpdateSchema);
      return c.json(await writeTx(db, () => updateSettings(db, patch)));
    })
    .get("/db-status", async (c) => c.json(await dbStatus(db)))
    .post("/cache/clear", async (c) => {
      const stored = await writeTx(db, () => clearCaches(db, deps.now()));
      const responses = deps.cache.clear();
      return c.json({ ok: true, cleared: stored + responses, cached_responses: responses });
    })
    .get("/mail", async (c) => c.json({ transport: deps.mail.transport, ...(await mailQueueStatus(db)) }))
    .post("/mail/test", async (c) => {
      const admin = currentUser(c);
      const { site_name } = await readSettings(db);
      const queued = await queueMail(db, { kind: "test", to: admin.email, ...testMessage({ siteName: site_name }) }, deps.now());
      if (!queued) throw new HttpError(422, `${admin.email} is not an address mail can be sent to`);
      deps.mail.wake();
      return c.json({ detail: `A test message is on its way to ${admin.email}.` }, 202);
    })
    // A family that lost a phone, or whose password someone else knew, is signed out on every device.
    .delete("/users/:id/sessions", async (c) => {
      const id = idParam(c, "Account");
      if (!(await findUserById(db, id))) throw new HttpError(404, "Account not found");
      return c.json({ ended_sessions: await endSessions(db, id, deps.now()) });
    });
}
