/**
 * The admin's figures, read from the counts kept as events happen, equal a full recount of the raw rows
 * after random traffic (seeded: TRAFFIC_SEED replays a failing run), before and after the counts are
 * folded, and after a hunt is deleted.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { foldCounts } from "../services/analytics/fold-counts";
import { recountedActivity, recountFirstViews, recountHuntAnalytics, recountSummary } from "../testing/analytics-recount";
import { huntInput } from "../testing/fixtures";
import { seededRandom, sendRandomTraffic, type TrafficHunt } from "../testing/random-traffic";
import { createTestApp, type TestApp } from "../testing/test-app";
import { hunts } from "../db/tables";

const SEED = Number(process.env.TRAFFIC_SEED ?? 29);

let t: TestApp;
let admin: { token: string };
let families: string[];
let played: TrafficHunt[];

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  families = [(await t.createUser("user")).token, (await t.createUser("user")).token, (await t.createUser("user")).token];
  played = [];
  for (const price of [0, 4.99, 2.5]) {
    const id = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ price }) })).body.id as number;
    const items = (await t.call("GET", `/api/hunts/${id}`, { token: admin.token })).body.items as { id: number }[];
    played.push({ id, itemIds: items.map((item) => item.id), price });
  }
});

/** Every figure the admin and the catalog show, as answered, beside the same figures recounted. */
async function figures() {
  const now = t.deps.now();
  const summary = (await t.call("GET", "/api/analytics/summary", { token: admin.token })).body;
  const stats = (await t.call("GET", "/api/analytics/content-stats")).body;
  const huntAnalytics = (await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token })).body;
  const listed = (await t.call("GET", "/api/hunts", { token: admin.token })).body.hunts as { id: number; view_count: number; completion_count: number; purchase_count: number }[];
  const single = await Promise.all(listed.map(async (h) => (await t.call("GET", `/api/hunts/${h.id}`, { token: admin.token })).body));
  const activity = await t.db.select({ id: hunts.id, views: recountedActivity.viewCount, completions: recountedActivity.completionCount, purchases: recountedActivity.purchaseCount }).from(hunts);
  const recounted = new Map(activity.map((a) => [a.id, { view_count: a.views, completion_count: a.completions, purchase_count: a.purchases }]));
  const countsOf = (h: { id: number; view_count: number; completion_count: number; purchase_count: number }) => ({ view_count: h.view_count, completion_count: h.completion_count, purchase_count: h.purchase_count });
  return {
    kept: {
      summary,
      views: { blog: stats.blog_views, book: stats.book_views, podcast: stats.podcast_views },
      huntAnalytics,
      listed: listed.map((h) => [h.id, countsOf(h)]),
      single: single.map((h) => [h.id, countsOf(h)]),
    },
    recounted: {
      summary: await recountSummary(t.db, now),
      views: { blog: await recountFirstViews(t.db, "blog"), book: await recountFirstViews(t.db, "book"), podcast: await recountFirstViews(t.db, "podcast") },
      huntAnalytics: await recountHuntAnalytics(t.db),
      listed: listed.map((h) => [h.id, recounted.get(h.id)]),
      single: listed.map((h) => [h.id, recounted.get(h.id)]),
    },
  };
}

describe(`the kept analytics counts (seed ${SEED})`, () => {
  it("equal a full recount after random traffic, folded or not, and after a hunt is deleted", async () => {
    const random = seededRandom(SEED);
    await sendRandomTraffic(t, random, { hunts: played, families, batches: 30, daysBack: 4 });
    const before = await figures();
    expect(before.kept).toEqual(before.recounted);
    expect(before.kept.summary.total_views).toBeGreaterThan(0);
    expect(before.kept.huntAnalytics.total_purchases).toBeGreaterThan(0);

    expect(await foldCounts(t.db)).toBeGreaterThan(0);
    const folded = await figures();
    expect(folded.kept).toEqual(before.kept);
    expect(await foldCounts(t.db)).toBe(0);

    await t.call("DELETE", `/api/hunts/${played[1]!.id}`, { token: admin.token });
    await sendRandomTraffic(t, random, { hunts: [played[0]!, played[2]!], families, batches: 10, daysBack: 4 });
    const after = await figures();
    expect(after.kept).toEqual(after.recounted);
  });
});
