/**
 * Raw events and idempotency keys older than the retention window are pruned, and nothing they caused
 * goes with them: points, completions, orders and the admin's figures stay as they were; a replay within
 * the window is still a duplicate, and one after it runs as new without paying points twice.
 */
import { count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { blogReads, contentViews, idempotencyKeys, pageViews } from "../db/tables";
import { sessionFor } from "../services/accounts/sessions";
import { pruneExpired } from "../services/infrastructure/retention";
import { huntInput } from "../testing/fixtures";
import { seededRandom, sendRandomTraffic, type TrafficHunt } from "../testing/random-traffic";
import { createTestApp, type TestApp } from "../testing/test-app";

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 30;

let t: TestApp;
let adminId: number;
let familyIds: number[];
let played: TrafficHunt[];

/** A new session now: one made before the clock was moved past the window has expired. */
const tokenOf = async (id: number, role: "admin" | "user" = "user") => (await sessionFor(t.deps, id, role)).access_token;

const rowsIn = async (table: typeof pageViews | typeof contentViews | typeof blogReads | typeof idempotencyKeys) => Number((await t.db.select({ n: count() }).from(table))[0]?.n ?? 0);

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  adminId = admin.id;
  familyIds = [(await t.createUser("user")).id, (await t.createUser("user")).id];
  played = [];
  for (const price of [0, 3.5]) {
    const id = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ price }) })).body.id as number;
    const items = (await t.call("GET", `/api/hunts/${id}`, { token: admin.token })).body.items as { id: number }[];
    played.push({ id, itemIds: items.map((item) => item.id), price });
  }
});

/** Everything the events caused that anyone can see: the admin's figures and lists, each family's points and history. */
async function effects() {
  const token = await tokenOf(adminId, "admin");
  const asAdmin = (path: string) => t.call("GET", path, { token }).then((res) => res.body);
  return {
    summary: await asAdmin("/api/analytics/summary"),
    contentStats: (await t.call("GET", "/api/analytics/content-stats")).body,
    huntAnalytics: await asAdmin("/api/admin/hunt-analytics"),
    hunts: await asAdmin("/api/hunts"),
    orders: await asAdmin("/api/payments/transactions"),
    families: await Promise.all(
      familyIds.map(async (id) => ({
        profile: (await t.call("GET", "/api/users/profile", { token: await tokenOf(id) })).body,
        points: (await t.call("GET", "/api/users/points/history", { token: await tokenOf(id) })).body,
        history: (await t.call("GET", "/api/users/hunt-history", { token: await tokenOf(id) })).body,
      })),
    ),
  };
}

describe("pruning raw events and keys older than the retention window", () => {
  it("drops the views and keys and keeps every effect: points, completions, orders and the admin's figures", async () => {
    const families = await Promise.all(familyIds.map((id) => tokenOf(id)));
    await sendRandomTraffic(t, seededRandom(113), { hunts: played, families, batches: 20, daysBack: 3 });
    t.advance((RETENTION_DAYS + 5) * DAY_MS);
    const before = await effects();
    expect(await rowsIn(pageViews)).toBeGreaterThan(0);

    expect(await pruneExpired(t.db, t.deps.now(), RETENTION_DAYS)).toBeGreaterThan(0);
    // The admin's and families' reads above were made now, and hold no key of their own.
    expect([await rowsIn(pageViews), await rowsIn(contentViews), await rowsIn(idempotencyKeys)]).toEqual([0, 0, 0]);
    expect(await effects()).toEqual(before);
    expect(before.huntAnalytics.total_completions).toBeGreaterThan(0);
  });

  it("still answers a replay within the window as a duplicate, and runs one after it again without paying points twice", async () => {
    const family = () => tokenOf(familyIds[0]!);
    const batch = {
      mutations: [
        { id: "01JKEEP0000000000001", kind: "analytics.view", createdAt: t.deps.now().getTime(), payload: { page: "/map" } },
        { id: "01JKEEP0000000000002", kind: "hunt.complete", createdAt: t.deps.now().getTime(), payload: { hunt_id: played[0]!.id, score: 0, badge_earned: false } },
      ],
    };
    const statuses = async () => (await t.call("POST", "/api/sync", { token: await family(), body: batch })).body.results.map((r: { status: string }) => r.status);
    const balance = async () => (await t.call("GET", "/api/users/profile", { token: await family() })).body.points_balance;
    expect(await statuses()).toEqual(["applied", "applied"]);
    const paid = await balance();

    t.advance((RETENTION_DAYS - 1) * DAY_MS);
    await pruneExpired(t.db, t.deps.now(), RETENTION_DAYS);
    expect(await statuses()).toEqual(["duplicate", "duplicate"]);

    t.advance(2 * DAY_MS);
    await pruneExpired(t.db, t.deps.now(), RETENTION_DAYS);
    expect(await statuses()).toEqual(["applied", "applied"]);
    expect(await balance()).toBe(paid);
  });
});
