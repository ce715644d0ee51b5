import { beforeEach, describe, expect, it, vi } from "vitest";
import { count as countAll } from "drizzle-orm";
import { SYNC_BATCH_MAX, syncResponseSchema } from "#shared/schemas/outbox";
import { contentViews, huntCompletions, pageViews } from "../db/tables";
import { createTestApp, type CallResult, type TestApp } from "../testing/test-app";
import { huntInput } from "../testing/fixtures";
import { payOrder } from "../testing/pay-order";
import { statementsOf } from "../testing/statements";
import { withTableAway } from "../testing/table-away";

let t: TestApp;
let huntId: number;

const count = async (table: typeof pageViews | typeof contentViews | typeof huntCompletions) => Number((await t.db.select({ n: countAll() }).from(table))[0]?.n);
const view = (id: string, page = "/map") => ({ id, kind: "analytics.view", createdAt: "2026-11-22T10:00:00.000Z", payload: { page, referrer: "", user_agent: "test" } });
const contentView = (id: string) => ({ id, kind: "analytics.content", createdAt: 1, payload: { content_id: "7", content_type: "hunt" } });
const statuses = (res: { body: { results: { status: string }[] } }) => res.body.results.map((r) => r.status);
const completion = (id: string, finds: object[] = []) => ({ id, kind: "hunt.complete", createdAt: 1, payload: { hunt_id: huntId, score: 40, badge_earned: true, finds } });
// One item listed twice: what no app sends.
const twice = [1, 2].map(() => ({ item_id: 1, method: "tap", at: "2026-11-22T10:00:00.000Z" }));

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body.id;
});

describe("POST /api/sync", () => {
  it("applies each mutation once and reports replays as duplicates", async () => {
    const batch = { mutations: [view("01JDVIEW000000000001"), completion("01JDDONE000000000001")] };
    const first = await t.call("POST", "/api/sync", { body: batch });
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([
      { id: "01JDVIEW000000000001", status: "applied" },
      { id: "01JDDONE000000000001", status: "applied", result: expect.objectContaining({ hunt_id: huntId, points_awarded: 0 }) },
    ]);
    const replay = await t.call("POST", "/api/sync", { body: batch });
    expect(replay.body.results.map((r: { status: string }) => r.status)).toEqual(["duplicate", "duplicate"]);
    expect(await count(pageViews)).toBe(1);
    expect(await count(huntCompletions)).toBe(1);
  });

  it("rejects one bad mutation with a reason while applying the rest", async () => {
    const res = await t.call("POST", "/api/sync", {
      body: { mutations: [view("01JDVIEW000000000001"), completion("01JDDONE000000000001", twice), { id: "01JDBAD0000000000001", kind: "hunt.explode", payload: {}, createdAt: 1 }, view("01JDVIEW000000000002")] },
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(["applied", "rejected", "rejected", "applied"]);
    expect(res.body.results[1].detail).toBe("finds: item 1 is listed more than once");
    expect(res.body.results[2].detail).toMatch(/kind/);
    expect(await count(pageViews)).toBe(2);
    expect(await count(huntCompletions)).toBe(0);
  });

  it("answers views sent together as each alone: new, replayed, twice in one batch, or an id reused for another view", async () => {
    await t.call("POST", "/api/sync", { body: { mutations: [view("01JDVIEW000000000002"), view("01JDVIEW000000000003", "/map")] } });
    const res = await t.call("POST", "/api/sync", {
      body: {
        mutations: [
          view("01JDVIEW000000000001"),
          view("01JDVIEW000000000002"),
          contentView("01JDSEEN000000000001"),
          view("01JDVIEW000000000001"),
          view("01JDVIEW000000000003", "/shop"),
          completion("01JDDONE000000000001"),
          view("01JDVIEW000000000004"),
          contentView("01JDSEEN000000000001"),
        ],
      },
    });
    expect(statuses(res)).toEqual(["applied", "duplicate", "applied", "duplicate", "rejected", "applied", "applied", "duplicate"]);
    expect(res.body.results[4].detail).toBe("This Idempotency-Key was already used for a different request");
    expect(await count(pageViews)).toBe(4);
    expect(await count(contentViews)).toBe(1);
    expect(await count(huntCompletions)).toBe(1);
  });

  it("writes a drained batch of a hundred views, and its replay, in a handful of statements", async () => {
    const batch = { mutations: Array.from({ length: SYNC_BATCH_MAX }, (_, i) => view(`01JDVIEW${String(i).padStart(12, "0")}`)) };
    let first: CallResult | undefined;
    // Begin, the keys, the rows, the visitors and the counts they add (on a replay, the answers stored),
    // commit: on PostgreSQL each is a round trip.
    expect(await statementsOf(async () => (first = await t.call("POST", "/api/sync", { body: batch })))).toBeLessThanOrEqual(6);
    expect(new Set(statuses(first!))).toEqual(new Set(["applied"]));
    let replay: CallResult | undefined;
    expect(await statementsOf(async () => (replay = await t.call("POST", "/api/sync", { body: batch })))).toBeLessThanOrEqual(4);
    expect(new Set(statuses(replay!))).toEqual(new Set(["duplicate"]));
    expect(await count(pageViews)).toBe(SYNC_BATCH_MAX);
  });

  it("writes nothing of a batch whose database work fails part way, and takes its redelivery once", async () => {
    const batch = { mutations: [view("01JDVIEW000000000001"), view("01JDVIEW000000000002"), contentView("01JDSEEN000000000001"), completion("01JDDONE000000000001"), view("01JDVIEW000000000003")] };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await withTableAway(t.db, "content_views", () => t.call("POST", "/api/sync", { body: batch }));
    logged.mockRestore();
    expect(failed.status).toBe(500);
    expect([await count(pageViews), await count(contentViews), await count(huntCompletions)]).toEqual([0, 0, 0]);
    const again = await t.call("POST", "/api/sync", { body: batch });
    expect(statuses(again)).toEqual(["applied", "applied", "applied", "applied", "applied"]);
    expect([await count(pageViews), await count(contentViews), await count(huntCompletions)]).toEqual([3, 1, 1]);
  });

  it("keeps a refused mutation refused when it is sent again", async () => {
    const bad = { mutations: [completion("01JDDONE000000000009", twice)] };
    await t.call("POST", "/api/sync", { body: bad });
    const again = await t.call("POST", "/api/sync", { body: bad });
    expect(again.body.results[0]).toMatchObject({ status: "rejected", detail: "finds: item 1 is listed more than once" });
  });

  it("rejects a reused id carrying a different payload, changing nothing", async () => {
    await t.call("POST", "/api/sync", { body: { mutations: [view("01JDVIEW000000000001", "/map")] } });
    const res = await t.call("POST", "/api/sync", { body: { mutations: [view("01JDVIEW000000000001", "/shop")] } });
    expect(res.body.results[0].status).toBe("rejected");
    expect(await count(pageViews)).toBe(1);
  });

  it("awards a signed-in family's completion points once, however often it is delivered", async () => {
    const user = await t.createUser("user");
    // Nothing found: 50 for finishing, no badge.
    for (let i = 0; i < 3; i++) await t.call("POST", "/api/sync", { token: user.token, body: { mutations: [completion("01JDDONE000000000001")] } });
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(150);
  });

  it("answers each completion with the points the server awarded, and a replay with those of its first delivery", async () => {
    const user = await t.createUser("user");
    const deliver = async (id: string) => {
      const res = await t.call("POST", "/api/sync", { token: user.token, body: { mutations: [completion(id)] } });
      return syncResponseSchema.parse(res.body).results[0]!;
    };
    // Nothing found: 50 for finishing, no badge; the hunt's points are earned once, so a second run earns none.
    const first = await deliver("01JDDONE000000000001");
    expect(first).toEqual({ id: "01JDDONE000000000001", status: "applied", result: { hunt_id: huntId, score: expect.any(Number), badge_earned: false, points_awarded: 50 } });
    expect(await deliver("01JDDONE000000000002")).toMatchObject({ status: "applied", result: { points_awarded: 0 } });
    expect(await deliver("01JDDONE000000000001")).toEqual({ ...first, status: "duplicate" });
  });

  it("answers 401 for an expired token so the device keeps its items and asks to sign in", async () => {
    const user = await t.createUser("user");
    t.advance(30 * 24 * 60 * 60 * 1000);
    const res = await t.call("POST", "/api/sync", { token: user.token, body: { mutations: [view("01JDVIEW000000000001")] } });
    expect(res.status).toBe(401);
    expect(await count(pageViews)).toBe(0);
  });

  it("refuses an oversized batch and a malformed envelope as a whole", async () => {
    const many = Array.from({ length: SYNC_BATCH_MAX + 1 }, (_, i) => view(`01JDVIEW${String(i).padStart(12, "0")}`));
    expect((await t.call("POST", "/api/sync", { body: { mutations: many } })).status).toBe(413);
    expect((await t.call("POST", "/api/sync", { body: { mutations: "nope" } })).status).toBe(422);
    expect((await t.call("POST", "/api/sync", { body: "{not json", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect(await count(pageViews)).toBe(0);
  });

  it("shares one idempotency record with the single-call endpoint", async () => {
    const id = "01JDDONE000000000001";
    const single = await t.call("POST", `/api/hunts/${huntId}/complete`, { headers: { "idempotency-key": id }, body: completion(id).payload });
    expect(single.status).toBe(201);
    const viaSync = await t.call("POST", "/api/sync", { body: { mutations: [completion(id)] } });
    expect(viaSync.body.results[0].status).toBe("duplicate");
    expect(await count(huntCompletions)).toBe(1);
  });

  it("answers a purchase with where to pay it, the same on a replay, and pays nothing until the capture", async () => {
    const admin = await t.createUser("admin");
    const paid = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ price: 2.99 }) })).body.id;
    const user = await t.createUser("user");
    const buyer = { customer_name: "X", customer_email: "x@x.x", customer_phone: "1", customer_address: "a", payment_method: "paypal" };
    const purchase = { id: "01JDBUY0000000000001", kind: "hunt.purchase", createdAt: 1, payload: { ...buyer, hunt_id: paid, amount: 2.99 } };
    const first = await t.call("POST", "/api/sync", { token: user.token, body: { mutations: [purchase] } });
    const [result] = first.body.results;
    expect(result).toMatchObject({ id: purchase.id, status: "applied", result: { hunt_id: paid, status: "pending", amount: 2.99 } });
    expect(result.result.approval_url).toBe(`http://localhost/api/payments/orders/${result.result.order_id}/pay`);
    const replay = await t.call("POST", "/api/sync", { token: user.token, body: { mutations: [purchase] } });
    expect(replay.body.results).toEqual([{ ...result, status: "duplicate" }]);
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(100);
    expect((await payOrder(t, result.result.approval_url, result.result.order_id)).body.status).toBe("completed");
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(120);
  });
});
