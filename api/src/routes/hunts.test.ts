import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { roperHunt } from "../services/catalog/roper-hunt";
import { huntSheet } from "#shared/rules/scoring";
import { orders } from "../db/tables";
import { createTestApp, type TestApp } from "../testing/test-app";
import { appCompletion, huntInput } from "../testing/fixtures";
import { approveOnSandbox, followPaymentLink } from "../testing/pay-order";

const ROPER_SCORING = roperHunt("en").scoring;

let t: TestApp;
let admin: { token: string };
let user: { id: number; token: string };

async function createHunt(overrides = {}) {
  const res = await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput(overrides) });
  expect(res.status).toBe(201);
  return res.body;
}

async function balanceOf(token: string) {
  return (await t.call("GET", "/api/users/profile", { token })).body.points_balance as number;
}

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  user = await t.createUser("user");
});

describe("hunt catalog", () => {
  it("lists published hunts as {hunts, total} and hides drafts from everyone but admins", async () => {
    const live = await createHunt();
    const draft = await createHunt({ title: "Secret draft", published: false });
    const visitor = await t.call("GET", "/api/hunts");
    expect(visitor.status).toBe(200);
    expect(visitor.body.total).toBe(1);
    expect(visitor.body.hunts[0]).toMatchObject({ id: live.id, item_count: 3, question_count: 2, price: 0 });
    expect((await t.call("GET", `/api/hunts/${draft.id}`)).status).toBe(404);
    expect((await t.call("GET", `/api/hunts/${draft.id}`, { token: user.token })).status).toBe(404);
    const adminList = await t.call("GET", "/api/hunts", { token: admin.token });
    expect(adminList.body.hunts.map((h: { id: number }) => h.id).sort()).toEqual([live.id, draft.id].sort());
  });

  it("returns a hunt with its items and quiz in order, with the answers needed to play offline", async () => {
    const hunt = await createHunt();
    const res = await t.call("GET", `/api/hunts/${hunt.id}`);
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(["Old Faithful", "Castle Geyser", "Morning Glory Pool"]);
    expect(res.body.items[0].points).toBe(10);
    expect(res.body.quiz_questions[0]).toMatchObject({ correct_answer: "About every 90 minutes", points: 5 });
  });

  it("lets an admin edit a hunt, replacing and reordering its items", async () => {
    const hunt = await createHunt();
    const items = [...huntInput().items!].reverse().slice(0, 2);
    const res = await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: { price: 2.99, items } });
    expect(res.status).toBe(200);
    expect(res.body.price).toBe(2.99);
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(["Morning Glory Pool", "Castle Geyser"]);
    expect(res.body.quiz_questions).toHaveLength(2);
  });

  it("deletes a hunt and answers 404 afterwards", async () => {
    const hunt = await createHunt();
    expect((await t.call("DELETE", `/api/hunts/${hunt.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).status).toBe(404);
    expect((await t.call("DELETE", `/api/hunts/${hunt.id}`, { token: admin.token })).status).toBe(404);
  });

  it("refuses a question whose correct answer is not among its options", async () => {
    const bad = huntInput({ quiz_questions: [{ question: "Q?", options: ["A", "B"], correct_answer: "C" }] });
    const res = await t.call("POST", "/api/hunts", { token: admin.token, body: bad });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain("correct answer must be one of the options");
    expect((await t.call("GET", "/api/hunts", { token: admin.token })).body.total).toBe(0);
  });
});

describe("hunt completion", () => {
  it("records a completion and awards 100 points with the badge, once per user and hunt", async () => {
    const hunt = await createHunt();
    // max = 3 items x 10 + 2 questions x 5 = 40; badge at 28
    const run = appCompletion(huntSheet(hunt));
    const first = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: run });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ hunt_id: hunt.id, score: 40, badge_earned: true, points_awarded: 100 });
    const again = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: run });
    expect(again.body.points_awarded).toBe(0);
    expect(await balanceOf(user.token)).toBe(200);
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).body.completion_count).toBe(2);
  });

  it("awards 50 without the badge, and the other 50 when the badge comes on a later try", async () => {
    const hunt = await createHunt();
    // One item and one right answer: 15 of 40.
    const low = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: appCompletion(huntSheet(hunt), { found: 1, right: 1 }) });
    expect(low.body).toMatchObject({ score: 15, badge_earned: false, points_awarded: 50 });
    const high = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: appCompletion(huntSheet(hunt), { right: 0 }) });
    expect(high.body).toMatchObject({ score: 30, badge_earned: true, points_awarded: 50 });
    expect(await balanceOf(user.token)).toBe(200);
  });

  it("counts a visitor's completion without awarding points", async () => {
    const hunt = await createHunt();
    const res = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: appCompletion(huntSheet(hunt)) });
    expect(res.status).toBe(201);
    expect(res.body.points_awarded).toBe(0);
  });

  it("scores the built-in Roper hunt by its own rules (max 240, badge at 175)", async () => {
    const ok = await t.call("POST", "/api/hunts/roper/complete", { token: user.token, body: appCompletion(ROPER_SCORING, { right: 3 }) });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ hunt_id: "roper", score: 175, badge_earned: true, points_awarded: 100 });
    const short = await t.call("POST", "/api/hunts/roper/complete", { body: { ...appCompletion(ROPER_SCORING, { right: 2 }), badge_earned: true } });
    expect(short.body).toMatchObject({ score: 170, badge_earned: false });
  });

  it("answers 404 for an unknown hunt", async () => {
    const res = await t.call("POST", "/api/hunts/9999/complete", { body: { score: 0, badge_earned: false } });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("Hunt not found");
  });

  it("answers a draft hunt exactly like a missing one and pays nothing for it", async () => {
    const draft = await createHunt({ published: false });
    const missing = await t.call("POST", "/api/hunts/9999/complete", { token: user.token, body: { score: 40, badge_earned: true } });
    const res = await t.call("POST", `/api/hunts/${draft.id}/complete`, { token: user.token, body: { score: 40, badge_earned: true } });
    expect({ status: res.status, body: res.body }).toEqual({ status: missing.status, body: missing.body });
    expect(await balanceOf(user.token)).toBe(100);
    const synced = await t.call("POST", "/api/sync", {
      token: user.token,
      body: { mutations: [{ id: "draft-complete-01", kind: "hunt.complete", createdAt: 1, payload: { hunt_id: draft.id, score: 40, badge_earned: true } }] },
    });
    expect(synced.body.results).toEqual([{ id: "draft-complete-01", status: "rejected", detail: "Hunt not found", key: "huntNotFound" }]);
    expect(await balanceOf(user.token)).toBe(100);
  });
});

describe("hunt purchase", () => {
  const buyer = { customer_name: "Ada Ranger", customer_email: "ada@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" };

  it("records an unpaid order and answers where to pay it: nothing unlocks, counts or pays points yet", async () => {
    const hunt = await createHunt({ price: 4.99 });
    const res = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { token: user.token, body: { ...buyer, hunt_id: hunt.id, amount: 4.99 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      order_id: expect.any(String),
      hunt_id: hunt.id,
      amount: 4.99,
      status: "pending",
      approval_url: `http://localhost/api/payments/orders/${res.body.order_id}/pay`,
    });
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).body.purchase_count).toBe(0);
    expect(await balanceOf(user.token)).toBe(100);
    const analytics = await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token });
    expect(analytics.body).toMatchObject({ total_revenue: 0, total_purchases: 0 });
  });

  it("unlocks, counts as revenue and pays 10 points per whole dollar only when the provider captures the payment", async () => {
    const hunt = await createHunt({ price: 4.99 });
    const res = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { token: user.token, body: { ...buyer, hunt_id: hunt.id, amount: 4.99 } });
    const sandboxUrl = await followPaymentLink(t, res.body.approval_url);
    expect(sandboxUrl).toMatch(/\/api\/payments\/sandbox\/SBX-/);
    expect(await followPaymentLink(t, res.body.approval_url)).toBe(sandboxUrl);
    expect(await approveOnSandbox(t, sandboxUrl)).toBe(`http://localhost/checkout/return?order_id=${res.body.order_id}`);
    const captured = await t.call("POST", "/api/payments/capture", { body: { order_id: res.body.order_id } });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ kind: "hunt", hunt_id: hunt.id, status: "completed", amount: 4.99 });
    expect((await t.call("POST", "/api/payments/capture", { body: { order_id: res.body.order_id } })).status).toBe(200);
    expect(await balanceOf(user.token)).toBe(140);
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).body.purchase_count).toBe(1);
    const profile = await t.call("GET", "/api/users/profile", { token: user.token });
    expect(profile.body.purchase_history[0]).toMatchObject({ amount: 4.99, status: "completed" });
    const analytics = await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token });
    expect(analytics.body).toMatchObject({ total_revenue: 4.99, total_purchases: 1 });
    // A paid order's link goes to its return page, not to a second payment.
    expect(await followPaymentLink(t, res.body.approval_url)).toBe(`http://localhost/checkout/return?order_id=${res.body.order_id}`);
  });

  it("farms no points from repeated unpaid purchases, however many keys are used", async () => {
    const hunt = await createHunt({ price: 2.99 });
    for (const key of ["k-1", "k-2", "k-3", "k-4"]) {
      const body = { ...buyer, hunt_id: hunt.id, amount: 2.99 };
      expect((await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { token: user.token, body, headers: { "idempotency-key": key } })).status).toBe(201);
    }
    expect(await balanceOf(user.token)).toBe(100);
  });

  it("returns the buyer only to this site: a foreign origin_url is refused", async () => {
    const hunt = await createHunt({ price: 2.99 });
    const body = { ...buyer, hunt_id: hunt.id, amount: 2.99, origin_url: "http://evil.com/x" };
    const res = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { body, headers: { host: "evil.com" } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe("origin_url must be an http(s) address on this site");
  });

  it("shows a page, not a redirect, for a payment link of an order that is unknown or can no longer be paid", async () => {
    const unknown = await t.call("GET", "/api/payments/orders/nope/pay");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("text/html");
    const hunt = await createHunt({ price: 2.99 });
    const res = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { body: { ...buyer, hunt_id: hunt.id, amount: 2.99 } });
    const sandboxUrl = await followPaymentLink(t, res.body.approval_url);
    await t.call("POST", `${new URL(sandboxUrl, "http://localhost").pathname}/cancel`);
    expect((await t.call("POST", "/api/payments/capture", { body: { order_id: res.body.order_id } })).status).toBe(409);
    const closed = await t.call("GET", new URL(res.body.approval_url).pathname);
    expect(closed.status).toBe(409);
    expect(closed.body).toContain("This order can no longer be paid");
  });

  it("refuses a purchase whose amount is not the hunt's price, a free hunt, and a mismatched hunt id", async () => {
    const hunt = await createHunt({ price: 2.99 });
    const cheap = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { body: { ...buyer, hunt_id: hunt.id, amount: 0.01 } });
    expect(cheap.status).toBe(422);
    expect(cheap.body.detail).toBe("The price of this hunt is $2.99");
    const free = await createHunt();
    expect((await t.call("POST", `/api/hunts/${free.id}/purchase`, { body: { ...buyer, hunt_id: free.id, amount: 0 } })).status).toBe(422);
    expect((await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { body: { ...buyer, hunt_id: free.id, amount: 2.99 } })).status).toBe(422);
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).body.purchase_count).toBe(0);
  });

  it("requires all four customer fields", async () => {
    const hunt = await createHunt({ price: 1.99 });
    const res = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { body: { ...buyer, customer_address: " ", hunt_id: hunt.id, amount: 1.99 } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain("Address is required");
  });

  it("gives the same answer and one purchase for a repeated Idempotency-Key", async () => {
    const hunt = await createHunt({ price: 1.99 });
    const body = { ...buyer, hunt_id: hunt.id, amount: 1.99 };
    const headers = { "idempotency-key": "purchase-key-1" };
    const a = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { body, headers, token: user.token });
    const b = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { body, headers, token: user.token });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(await t.db.select({ n: count() }).from(orders).where(eq(orders.kind, "hunt"))).toEqual([{ n: 1 }]);
    const other = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { body: { ...body, customer_name: "Someone Else" }, headers, token: user.token });
    expect(other.status).toBe(409);
  });
});
