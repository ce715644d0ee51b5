/** /api/admin: hunt analytics, recent activity, site settings and the system tools. Every route is admin-only. */
import { Hono } from "hono";
import { activityQuerySchema } from "#shared/schemas/activity";
import { siteSettingsUpdateSchema } from "#shared/schemas/settings";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db/transactions";
import { requireAdmin } from "../middleware/auth";
import { jsonBody, queryOf } from "../middleware/validate";
import { recentActivity } from "../services/activity";
import { huntAnalytics } from "../services/analytics";
import { clearCaches, dbStatus } from "../services/db-status";
import { readSettings, updateSettings } from "../services/settings";

export function adminRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use("*", requireAdmin)
    .get("/hunt-analytics", (c) => c.json(huntAnalytics(db)))
    .get("/activity", (c) => c.json({ items: recentActivity(db, queryOf(c, activityQuerySchema).limit) }))
    .get("/settings", (c) => c.json(readSettings(db)))
    .put("/settings", async (c) => {
      const patch = await jsonBody(c, siteSettingsUpdateSchema);
      return c.json(writeTx(db, () => updateSettings(db, patch)));
    })
    .get("/db-status", (c) => c.json(dbStatus(db)))
    .post("/cache/clear", (c) => {
      const stored = writeTx(db, () => clearCaches(db, deps.now()));
      const responses = deps.cache.clear();
      return c.json({ ok: true, cleared: stored + responses, cached_responses: responses });
    });
}
