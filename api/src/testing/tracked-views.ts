/**
 * A page view recorded as the API records one, counted with it, at any time a test chooses (the API
 * itself takes a queued view's time only within 30 days of its arrival).
 */
import { writeTx, type Db } from "../db";
import { trackViews } from "../services/analytics/tracking";
import type { MutationContext } from "../services/sync/mutation-context";

export async function trackPageViewAt(db: Db, at: Date, view: { page: string; visitorId: string }): Promise<void> {
  const ctx: MutationContext = { db, user: null, now: at, happenedAt: at, siteOrigins: [], provider: "test", clientAddress: "127.0.0.1" };
  await writeTx(db, () => trackViews(ctx, [{ input: { page: view.page, referrer: "", user_agent: "", visitor_id: view.visitorId }, at }]));
}
