/**
 * /api/analytics: the tracking calls every visitor's screen makes (shared with the outbox through
 * `mutationCall`, so a replayed Idempotency-Key counts once), the admin traffic summary and the public
 * content counts.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { trackBlogSchema, trackContentViewSchema, trackViewSchema } from "#shared/schemas/analytics";
import type { AppEnv, Deps } from "../deps";
import { requireAdmin } from "../middleware/auth";
import { jsonBody } from "../middleware/validate";
import { analyticsSummary, contentStats } from "../services/analytics/analytics";
import { mutationCall } from "./mutation-call";

export function analyticsRoutes(deps: Deps) {
  const { db } = deps;
  const summary = async (c: Context<AppEnv>) => c.json(await analyticsSummary(db, deps.now()));
  return new Hono<AppEnv>()
    .post("/track-view", async (c) => mutationCall(deps, c, "analytics.view", await jsonBody(c, trackViewSchema)))
    .post("/track-content-view", async (c) => mutationCall(deps, c, "analytics.content", await jsonBody(c, trackContentViewSchema)))
    .post("/track-detailed-blog-analytics", async (c) => mutationCall(deps, c, "analytics.blog", await jsonBody(c, trackBlogSchema)))
    .get("/stats", requireAdmin, summary)
    .get("/summary", requireAdmin, summary)
    .get("/content-stats", async (c) => c.json(await contentStats(db, deps.now())));
}
