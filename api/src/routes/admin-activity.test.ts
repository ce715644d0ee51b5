import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityResponseSchema, type ActivityEvent } from "#shared/schemas/activity";
import { huntCompletions, orders, users } from "../db/tables";
import { writeTx } from "../db";
import { roperHunt } from "../services/catalog/roper-hunt";
import { huntSheet } from "#shared/rules/scoring";
import { appCompletion, huntInput } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

const ROPER_SCORING = roperHunt("en").scoring;

const buyer = { customer_name: "Ada Ranger", customer_email: "ada@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" };

let t: TestApp;
let admin: { token: string };

const activity = (query = "") => t.call("GET", `/api/admin/activity${query}`, { token: admin.token });
const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute)).toISOString();

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

/** One of each event, from the real calls, then stamped a minute apart so the expected order is certain. */
async function recordEvents() {
  const created = await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ title: "Geyser Quest", price: 4.99 }) });
  const huntId = created.body.id as number;
  const signup = await t.call("POST", "/api/users/register", {
    body: { name: "Maya Trail", email: "maya@example.com", password: "secret-pass", phone: "", marketing_consent: false },
  });
  expect(signup.status).toBe(201);
  const maya = signup.body.access_token as string;
  expect((await t.call("POST", `/api/hunts/${huntId}/complete`, { token: maya, body: appCompletion(huntSheet(created.body)) })).status).toBe(201);
  // Every clue found and no answer right: 160, short of the badge.
  expect((await t.call("POST", "/api/hunts/roper/complete", { body: appCompletion(ROPER_SCORING, { right: 0 }) })).status).toBe(201);
  expect((await t.call("POST", `/api/hunts/${huntId}/purchase`, { body: { ...buyer, hunt_id: huntId, amount: 4.99 } })).status).toBe(201);

  await writeTx(t.db, async () => {
    await t.db.update(users).set({ createdAt: at(1) }).where(eq(users.name, "Maya Trail"));
    const [mine, roper] = await t.db.select().from(huntCompletions).orderBy(huntCompletions.id);
    await t.db.update(huntCompletions).set({ createdAt: at(2) }).where(eq(huntCompletions.id, mine!.id));
    await t.db.update(huntCompletions).set({ createdAt: at(4) }).where(eq(huntCompletions.id, roper!.id));
    await t.db.update(orders).set({ createdAt: at(3) });
  });
  return huntId;
}

describe("recent activity", () => {
  it("lists orders, hunt completions and sign-ups from the real rows, newest first", async () => {
    await recordEvents();
    const res = await activity();
    expect(res.status).toBe(200);
    const { items } = activityResponseSchema.parse(res.body);
    expect(items.map((e) => e.type)).toEqual(["hunt_completion", "order", "hunt_completion", "signup"]);
    expect(items.map((e) => e.at)).toEqual([at(4), at(3), at(2), at(1)]);
    const [roper, order, completion, signup] = items as [ActivityEvent, ActivityEvent, ActivityEvent, ActivityEvent];
    expect(roper).toMatchObject({ hunt_title: "Roper Science Center Explorer Hunt", score: 160, badge_earned: false, user_name: null });
    expect(order).toMatchObject({ kind: "hunt", status: "pending", amount: 4.99, product_name: "Geyser Quest", customer_name: "Ada Ranger" });
    expect(completion).toMatchObject({ hunt_title: "Geyser Quest", score: 40, badge_earned: true, user_name: "Maya Trail" });
    expect(signup).toMatchObject({ user_name: "Maya Trail" });
    expect(new Set(items.map((e) => e.id)).size).toBe(items.length);
  });

  it("keeps only the newest events up to the limit, and refuses a limit out of range", async () => {
    await recordEvents();
    const { items } = activityResponseSchema.parse((await activity("?limit=2")).body);
    expect(items.map((e) => e.at)).toEqual([at(4), at(3)]);
    expect((await activity("?limit=0")).status).toBe(422);
    expect((await activity("?limit=51")).status).toBe(422);
  });

  it("names a completion of a deleted hunt without its title, and leaves admins out of sign-ups", async () => {
    const huntId = await recordEvents();
    expect((await t.call("DELETE", `/api/hunts/${huntId}`, { token: admin.token })).status).toBe(200);
    const { items } = activityResponseSchema.parse((await activity()).body);
    expect(items.find((e) => e.type === "hunt_completion" && e.user_name === "Maya Trail")).toMatchObject({ hunt_title: null });
    expect(items.filter((e) => e.type === "signup")).toHaveLength(1);
  });

  it("answers an empty list on a fresh site", async () => {
    expect((await activity()).body).toEqual({ items: [] });
  });

  it("is for admins only", async () => {
    const user = await t.createUser("user");
    expect((await t.call("GET", "/api/admin/activity")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/activity", { token: user.token })).status).toBe(403);
  });
});
