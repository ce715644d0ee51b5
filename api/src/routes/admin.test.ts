import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_HUNTS_PAGE, MAX_LIST_LIMIT } from "#shared/rules/list-limit";
import { authAttempts, idempotencyKeys } from "../db/tables";
import { writeTx } from "../db";
import { createTestApp, type TestApp } from "../testing/test-app";
import { payOrder } from "../testing/pay-order";
import { huntInput } from "../testing/fixtures";

const HOUR_MS = 60 * 60 * 1000;
const buyer = { customer_name: "Ada Ranger", customer_email: "ada@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" };

const NO_FINDS = { gps: 0, word: 0, tap: 0, photo: 0 };

let t: TestApp;
let admin: { token: string };

async function createHunt(overrides = {}) {
  const res = await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput(overrides) });
  expect(res.status).toBe(201);
  return res.body as { id: number; title: string };
}

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

describe("admin access", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/admin/hunt-analytics"],
    ["GET", "/api/admin/settings"],
    ["PUT", "/api/admin/settings", { site_name: "Hacked" }],
    ["GET", "/api/admin/db-status"],
    ["POST", "/api/admin/cache/clear"],
  ];

  it("answers 401 to visitors and 403 to users on every admin route, changing nothing", async () => {
    const user = await t.createUser("user");
    for (const [method, path, body] of routes) {
      expect((await t.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      const forbidden = await t.call(method, path, { token: user.token, body });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(forbidden.body).toEqual({ detail: "Admin access required" });
    }
    expect((await t.call("GET", "/api/settings/public")).body.site_name).toBe("Park Hunts");
  });
});

describe("hunt analytics", () => {
  it("sums views, completions, purchases and revenue per hunt, drafts included", async () => {
    const paid = await createHunt({ title: "Geyser Quest", price: 4.99 });
    const free = await createHunt({ title: "Free Walk" });
    const draft = await createHunt({ title: "Draft Hunt", published: false });
    const user = await t.createUser("user");

    const complete = await t.call("POST", `/api/hunts/${paid.id}/complete`, { token: user.token, body: { score: 40, badge_earned: true } });
    expect(complete.status).toBe(201);
    await t.call("POST", `/api/hunts/${free.id}/complete`, { body: { score: 10, badge_earned: false } });
    await t.call("POST", `/api/hunts/${free.id}/complete`, { body: { score: 40, badge_earned: true } });
    const purchase = await t.call("POST", `/api/hunts/${paid.id}/purchase`, { token: user.token, body: { ...buyer, hunt_id: paid.id, amount: 4.99 } });
    expect(purchase.status).toBe(201);
    expect((await payOrder(t, purchase.body.approval_url, purchase.body.order_id)).status).toBe(200);
    const second = await t.call("POST", `/api/hunts/${paid.id}/purchase`, { body: { ...buyer, hunt_id: paid.id, amount: 4.99 } });
    expect((await payOrder(t, second.body.approval_url, second.body.order_id)).status).toBe(200);
    // Bought but never paid: neither a purchase nor revenue.
    await t.call("POST", `/api/hunts/${paid.id}/purchase`, { body: { ...buyer, hunt_id: paid.id, amount: 4.99 } });
    const refused = await t.call("POST", `/api/hunts/${paid.id}/purchase`, { body: { ...buyer, hunt_id: paid.id, amount: 0.5 } });
    expect(refused.status).toBe(422);
    const view = (engagement?: object) =>
      t.call("POST", "/api/analytics/track-content-view", { body: { content_id: paid.id, content_type: "hunt", engagement } });
    await view();
    await view();
    await view({ scroll_depth: 50, time_spent: 10_000, type: "final_engagement" });

    const res = await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total_hunts: 3,
      total_revenue: 9.98,
      total_purchases: 2,
      total_completions: 3,
      completions_by_lang: { en: 3, es: 0 },
      hunt_details: [
        { hunt_id: paid.id, title: "Geyser Quest", views: 2, completions: 1, purchases: 2, finds_by_method: NO_FINDS, completions_by_lang: { en: 1, es: 0 }, revenue: 9.98 },
        { hunt_id: free.id, title: "Free Walk", views: 0, completions: 2, purchases: 0, finds_by_method: NO_FINDS, completions_by_lang: { en: 2, es: 0 }, revenue: 0 },
        { hunt_id: draft.id, title: "Draft Hunt", views: 0, completions: 0, purchases: 0, finds_by_method: NO_FINDS, completions_by_lang: { en: 0, es: 0 }, revenue: 0 },
      ],
    });
  });

  it("gives the details of the hunts a page shows, or of the first page by id, and the totals of every hunt", async () => {
    const made: number[] = [];
    for (let i = 0; i < ADMIN_HUNTS_PAGE + 2; i++) made.push((await createHunt({ title: `Trail ${i}` })).id);
    const detailIds = (body: { hunt_details: { hunt_id: number }[] }) => body.hunt_details.map((d) => d.hunt_id);

    const first = await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token });
    expect(first.body.total_hunts).toBe(ADMIN_HUNTS_PAGE + 2);
    expect(detailIds(first.body)).toEqual(made.slice(0, ADMIN_HUNTS_PAGE));

    const named = [made.at(-1)!, made[3]!, made.at(-1)!];
    const page = await t.call("GET", `/api/admin/hunt-analytics?ids=${named.join(",")}`, { token: admin.token });
    expect(detailIds(page.body)).toEqual([made[3], made.at(-1)]);
    expect(page.body.total_hunts).toBe(ADMIN_HUNTS_PAGE + 2);

    for (const ids of ["", "1,,2", "x", Array.from({ length: MAX_LIST_LIMIT + 1 }, (_, i) => i + 1).join(",")]) {
      const refused = await t.call("GET", `/api/admin/hunt-analytics?ids=${ids}`, { token: admin.token });
      expect(refused.status, ids).toBe(422);
    }
  });

  it("answers zeros with no hunts", async () => {
    const res = await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token });
    expect(res.body).toEqual({ total_hunts: 0, total_revenue: 0, total_purchases: 0, total_completions: 0, completions_by_lang: { en: 0, es: 0 }, hunt_details: [] });
  });
});

describe("system tools", () => {
  it("reports the database size, row counts per table, the newest migration and the journal mode", async () => {
    await createHunt();
    const res = await t.call("GET", "/api/admin/db-status", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.body.size_bytes).toBeGreaterThan(0);
    expect(typeof res.body.journal_mode).toBe("string");
    expect(Date.parse(res.body.last_migration)).not.toBeNaN();
    const rows = Object.fromEntries(res.body.tables.map((r: { name: string; rows: number }) => [r.name, r.rows]));
    expect(rows).toMatchObject({ hunts: 1, hunt_items: 3, quiz_questions: 2, users: 1, settings: 0 });
    const names = Object.keys(rows);
    expect(names.some((n) => n.startsWith("sqlite_") || n.startsWith("__drizzle"))).toBe(false);
  });

  it("clears cached responses, old tracking keys and expired login attempts, keeping what still protects a write", async () => {
    const now = t.deps.now().getTime();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    const key = (k: string, scope: string, msAgo: number) =>
      t.db.insert(idempotencyKeys).values({ key: k, scope, requestHash: "h", statusCode: 201, responseBody: "{}", createdAt: at(msAgo) });
    await writeTx(t.db, async () => {
      await key("old-view", "analytics.view", 25 * HOUR_MS);
      await key("old-read", "analytics.blog", 48 * HOUR_MS);
      await key("fresh-view", "analytics.view", HOUR_MS);
      await key("old-purchase", "hunt.purchase", 30 * 24 * HOUR_MS);
      await key("old-redeem", "user:1|redeem", 30 * 24 * HOUR_MS);
      await t.db.insert(authAttempts).values([
        { kind: "login", subject: "ada@example.com", createdAt: at(2 * HOUR_MS) },
        { kind: "register", subject: "127.0.0.1", createdAt: at(30 * 60 * 1000) },
      ]);
    });

    await t.call("GET", "/api/settings/public"); // one cached public response

    const res = await t.call("POST", "/api/admin/cache/clear", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, cleared: 4, cached_responses: 1 });
    const kept = (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key).sort();
    expect(kept).toEqual(["fresh-view", "old-purchase", "old-redeem"]);
    expect(await t.db.select().from(authAttempts)).toMatchObject([{ kind: "register" }]);
    expect((await t.call("POST", "/api/admin/cache/clear", { token: admin.token })).body).toEqual({ ok: true, cleared: 0, cached_responses: 0 });
  });

  it("lets a tracking key be used afresh once it has been cleared a day later", async () => {
    const headers = { "idempotency-key": "view-abc" };
    await t.call("POST", "/api/analytics/track-view", { body: { page: "/" }, headers });
    expect((await t.call("POST", "/api/analytics/track-view", { body: { page: "/other" }, headers })).status).toBe(409);
    t.advance(25 * HOUR_MS);
    expect((await t.call("POST", "/api/admin/cache/clear", { token: admin.token })).body.cleared).toBe(1);
    expect((await t.call("POST", "/api/analytics/track-view", { body: { page: "/other" }, headers })).status).toBe(201);
  });
});
