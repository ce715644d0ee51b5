/**
 * Events keep their own time: a view or a completion queued with no signal counts on the day the device
 * made it (within bounds), not on the day its phone found signal again.
 */
import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { EVENT_TIME_MAX_AGE_DAYS } from "#shared/rules/event-time";
import { contentViews, huntCompletions, pageViews } from "../db/tables";
import { huntInput } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: { token: string };
let huntId: number;

const daysAgo = (days: number) => t.deps.now().getTime() - days * DAY_MS;
const view = (id: string, page: string, createdAt: string | number) => ({ id, kind: "analytics.view", createdAt, payload: { page, referrer: "", user_agent: "test" } });
const day = (iso: string | number) => new Date(iso).toISOString().slice(0, 10);

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body.id;
});

describe("an event queued offline", () => {
  it("counts on the day the device made it: views, content views and completions", async () => {
    const inThePark = daysAgo(3);
    const mutations = [
      view("01JDTIME000000000001", "/hunt/1", inThePark),
      { id: "01JDTIME000000000002", kind: "analytics.content", createdAt: new Date(inThePark).toISOString(), payload: { content_id: "1", content_type: "hunt" } },
      { id: "01JDTIME000000000003", kind: "hunt.complete", createdAt: inThePark, payload: { hunt_id: huntId, score: 40, badge_earned: true, finds: [] } },
    ];
    const res = await t.call("POST", "/api/sync", { body: { mutations } });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(["applied", "applied", "applied"]);

    const [pageView] = await t.db.select({ createdAt: pageViews.createdAt }).from(pageViews);
    const [contentView] = await t.db.select({ createdAt: contentViews.createdAt }).from(contentViews);
    const [completion] = await t.db.select({ createdAt: huntCompletions.createdAt }).from(huntCompletions);
    for (const row of [pageView, contentView, completion]) expect(new Date(row!.createdAt).getTime()).toBe(inThePark);

    // The admin's daily chart shows the visit on the day the family was in the park.
    const summary = await t.call("GET", "/api/analytics/summary", { token: admin.token });
    const daily = summary.body.daily_views as { date: string; views: number }[];
    expect(daily.find((d) => d.date === day(inThePark))?.views).toBe(1);
    expect(summary.body.today_views).toBe(0);
  });

  it("counts on its arrival when the device's time is in the future, too old or not a time", async () => {
    const mutations = [
      view("01JDTIME000000000011", "/future", daysAgo(-1)),
      view("01JDTIME000000000012", "/too-old", daysAgo(EVENT_TIME_MAX_AGE_DAYS + 1)),
      view("01JDTIME000000000013", "/garbled", "not a date"),
      view("01JDTIME000000000014", "/oldest-kept", daysAgo(EVENT_TIME_MAX_AGE_DAYS - 1)),
    ];
    const before = t.deps.now().getTime();
    await t.call("POST", "/api/sync", { body: { mutations } });
    const after = t.deps.now().getTime();

    const rows = await t.db.select({ page: pageViews.page, createdAt: pageViews.createdAt }).from(pageViews).orderBy(asc(pageViews.id));
    const at = Object.fromEntries(rows.map((r) => [r.page, new Date(r.createdAt).getTime()]));
    for (const page of ["/future", "/too-old", "/garbled"]) {
      expect(at[page], page).toBeGreaterThanOrEqual(before);
      expect(at[page], page).toBeLessThanOrEqual(after);
    }
    expect(at["/oldest-kept"]).toBeLessThan(before - (EVENT_TIME_MAX_AGE_DAYS - 2) * DAY_MS);
  });

  it("is counted once, at its first delivery's time, when it is delivered again later", async () => {
    const batch = { mutations: [view("01JDTIME000000000021", "/map", daysAgo(2))] };
    await t.call("POST", "/api/sync", { body: batch });
    t.advance(DAY_MS);
    const replay = await t.call("POST", "/api/sync", { body: batch });
    expect(replay.body.results[0].status).toBe("duplicate");
    const rows = await t.db.select({ createdAt: pageViews.createdAt }).from(pageViews);
    expect(rows).toHaveLength(1);
  });
});
