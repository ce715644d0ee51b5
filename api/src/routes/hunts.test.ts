import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { huntInput } from "../testing/fixtures";

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
  t = createTestApp();
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
    const first = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: { score: 40, badge_earned: true } });
    expect(first.status).toBe(201);
    expect(first.body.points_awarded).toBe(100);
    const again = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: { score: 40, badge_earned: true } });
    expect(again.body.points_awarded).toBe(0);
    expect(await balanceOf(user.token)).toBe(200);
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).body.completion_count).toBe(2);
  });

  it("awards 50 without the badge, and the other 50 when the badge comes on a later try", async () => {
    const hunt = await createHunt();
    const low = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: { score: 20, badge_earned: false } });
    expect(low.body.points_awarded).toBe(50);
    const high = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: { score: 30, badge_earned: true } });
    expect(high.body.points_awarded).toBe(50);
    expect(await balanceOf(user.token)).toBe(200);
  });

  it("counts a visitor's completion without awarding points", async () => {
    const hunt = await createHunt();
    const res = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: { score: 10, badge_earned: false } });
    expect(res.status).toBe(201);
    expect(res.body.points_awarded).toBe(0);
  });

  it("refuses scores above the maximum and a badge the score did not earn", async () => {
    const hunt = await createHunt();
    const tooHigh = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: { score: 41, badge_earned: true } });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.detail).toBe("score must be between 0 and 40");
    const fakeBadge = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { token: user.token, body: { score: 27, badge_earned: true } });
    expect(fakeBadge.status).toBe(422);
    expect(await balanceOf(user.token)).toBe(100);
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).body.completion_count).toBe(0);
  });

  it("accepts the built-in Roper hunt with its own rules (max 240, badge at 175)", async () => {
    const ok = await t.call("POST", "/api/hunts/roper/complete", { token: user.token, body: { score: 175, badge_earned: true } });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ hunt_id: "roper", points_awarded: 100 });
    const over = await t.call("POST", "/api/hunts/roper/complete", { body: { score: 241, badge_earned: true } });
    expect(over.status).toBe(422);
    const noBadge = await t.call("POST", "/api/hunts/roper/complete", { body: { score: 174, badge_earned: true } });
    expect(noBadge.status).toBe(422);
  });

  it("answers 404 for an unknown hunt", async () => {
    const res = await t.call("POST", "/api/hunts/9999/complete", { body: { score: 0, badge_earned: false } });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("Hunt not found");
  });
});

describe("hunt purchase", () => {
  const buyer = { customer_name: "Ada Ranger", customer_email: "ada@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" };

  it("records a purchase at the hunt's price, counts it and awards 10 points per whole dollar", async () => {
    const hunt = await createHunt({ price: 4.99 });
    const res = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { token: user.token, body: { ...buyer, hunt_id: hunt.id, amount: 4.99 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ hunt_id: hunt.id, amount: 4.99, status: "completed", points_awarded: 40 });
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).body.purchase_count).toBe(1);
    const profile = await t.call("GET", "/api/users/profile", { token: user.token });
    expect(profile.body.purchase_history[0]).toMatchObject({ amount: 4.99, status: "completed" });
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
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).body.purchase_count).toBe(1);
    const other = await t.call("POST", `/api/hunts/${hunt.id}/purchase`, { body: { ...body, customer_name: "Someone Else" }, headers, token: user.token });
    expect(other.status).toBe(409);
  });
});
