/**
 * /api/analytics: the tracking calls every visitor's screen makes (shared with the outbox through
 * `runMutation`, so a replayed Idempotency-Key counts once), the admin traffic summary and the public
 * content counts. The tracking writes use moneyTx because a completed blog read can award points, which
 * must survive a power cut like any other points write.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { trackBlogSchema, trackContentViewSchema, trackViewSchema } from "#shared/schemas/analytics";
import type { AppEnv, Deps } from "../deps";
import { moneyTx } from "../db";
import { requireAdmin } from "../middleware/auth";
import { jsonBody } from "../middleware/validate";
import { analyticsSummary, contentStats } from "../services/analytics";
import { checkKey, type KeyedOutcome } from "../services/idempotency";
import { runMutation } from "../services/mutations";
import { activityContext } from "./hunts";

const keyOf = (c: Context<AppEnv>) => checkKey(c.req.header("idempotency-key"));
const answer = (c: Context<AppEnv>, { outcome }: KeyedOutcome) => c.json(outcome.body as object, outcome.status);

export function analyticsRoutes(deps: Deps) {
  const { db } = deps;
  const summary = async (c: Context<AppEnv>) => c.json(await analyticsSummary(db, deps.now()));
  return new Hono<AppEnv>()
    .post("/track-view", async (c) => {
      const input = await jsonBody(c, trackViewSchema);
      const key = keyOf(c);
      return answer(c, await moneyTx(db, () => runMutation(activityContext(deps, c), "analytics.view", input, key)));
    })
    .post("/track-content-view", async (c) => {
      const input = await jsonBody(c, trackContentViewSchema);
      const key = keyOf(c);
      return answer(c, await moneyTx(db, () => runMutation(activityContext(deps, c), "analytics.content", input, key)));
    })
    .post("/track-detailed-blog-analytics", async (c) => {
      const input = await jsonBody(c, trackBlogSchema);
      const key = keyOf(c);
      return answer(c, await moneyTx(db, () => runMutation(activityContext(deps, c), "analytics.blog", input, key)));
    })
    .get("/stats", requireAdmin, summary)
    .get("/summary", requireAdmin, summary)
    .get("/content-stats", async (c) => c.json(await contentStats(db, deps.now())));
}
