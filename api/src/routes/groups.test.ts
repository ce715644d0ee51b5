/**
 * A leader's group: made for a published hunt the leader may play (free, paid for by the account, or
 * with a premium membership), its board read and changed by the leader alone, the leaderboard switched
 * and the group ended for good.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GROUP_CODE_PATTERN, joinPath } from "#shared/rules/group-play";
import { groupBoardSchema, groupCreatedSchema } from "#shared/schemas/group";
import { groups, users } from "../db/tables";
import { writeTx } from "../db";
import { boardOf, groupHunt, joinTeam, makeGroup } from "../testing/groups";
import { approveOnSandbox, followPaymentLink } from "../testing/pay-order";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };
let leader: { id: number; token: string };
let freeHunt: number;
let paidHunt: number;

const create = (huntId: number, token?: string, headers?: Record<string, string>) => t.call("POST", "/api/groups", { token, body: { hunt_id: huntId }, headers });
const patch = (code: string, body: object, token = leader.token) => t.call("PATCH", `/api/groups/${code}`, { token, body });

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  leader = await t.createUser("user");
  freeHunt = (await groupHunt(t, admin.token)).id;
  paidHunt = (await groupHunt(t, admin.token, { price: 4.99, title: "Geyser Gazers" })).id;
});

async function buyHunt(huntId: number, token: string) {
  const buyer = { customer_name: "Ada Ranger", customer_email: "ada@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" };
  const order = (await t.call("POST", `/api/hunts/${huntId}/purchase`, { token, body: { ...buyer, hunt_id: huntId, amount: 4.99 } })).body;
  await approveOnSandbox(t, await followPaymentLink(t, order.approval_url));
  expect((await t.call("POST", "/api/payments/capture", { token, body: { order_id: order.order_id } })).status).toBe(200);
}

describe("making a group", () => {
  it("answers a new code, the join address on the site's own origin and the group's key, for a free hunt", async () => {
    const res = await create(freeHunt, leader.token);
    expect(res.status).toBe(201);
    const group = groupCreatedSchema.parse(res.body);
    expect(group.code).toMatch(GROUP_CODE_PATTERN);
    expect(group).toEqual({ code: group.code, hunt_id: freeHunt, join_url: `${TEST_ORIGIN}${joinPath(group.code)}`, key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const other = (await create(freeHunt, leader.token)).body;
    expect([other.code === group.code, other.key === group.key]).toEqual([false, false]);
  });

  it("refuses a paid hunt the leader has not bought, and makes it once the purchase is paid", async () => {
    const refused = await create(paidHunt, leader.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ key: "huntNotPlayable", detail: expect.any(String) });
    // An order not paid yet unlocks nothing.
    const buyer = { customer_name: "A", customer_email: "a@b.c", customer_phone: "1", customer_address: "x", payment_method: "paypal" };
    await t.call("POST", `/api/hunts/${paidHunt}/purchase`, { token: leader.token, body: { ...buyer, hunt_id: paidHunt, amount: 4.99 } });
    expect((await create(paidHunt, leader.token)).status).toBe(403);

    await buyHunt(paidHunt, leader.token);
    expect((await create(paidHunt, leader.token)).status).toBe(201);
    // Another family's purchase is theirs alone.
    const other = await t.createUser("user");
    expect((await create(paidHunt, other.token)).status).toBe(403);
  });

  it("makes a group on a paid hunt for a premium member", async () => {
    await writeTx(t.db, () => t.db.update(users).set({ membershipTier: "premium" }).where(eq(users.id, leader.id)));
    expect((await create(paidHunt, leader.token)).status).toBe(201);
  });

  it("answers 404 for a draft or unknown hunt and 401 signed out", async () => {
    const draft = (await groupHunt(t, admin.token, { published: false })).id;
    expect((await create(draft, leader.token)).status).toBe(404);
    expect((await create(999_999, leader.token)).status).toBe(404);
    expect((await create(freeHunt)).status).toBe(401);
  });

  it("answers the same group again for the same Idempotency-Key, and another leader's use of it is refused", async () => {
    const key = { "idempotency-key": "group-key-0001" };
    const first = await create(freeHunt, leader.token, key);
    const again = await create(freeHunt, leader.token, key);
    expect([again.status, again.body]).toEqual([201, first.body]);
    const other = await t.createUser("user");
    const stranger = await create(freeHunt, other.token, key);
    expect(stranger.status).toBe(409);
    expect(JSON.stringify(stranger.body)).not.toContain(first.body.key);
  });
});

describe("the leader's board", () => {
  it("shows the teams in the order they joined, with nothing found yet, to the leader alone and to no cache", async () => {
    const group = await makeGroup(t, leader.token, freeHunt);
    await joinTeam(t, group.code, "Otters", ["Maya", "Leo"]);
    await joinTeam(t, group.code, "Ravens");
    const res = await t.call("GET", `/api/groups/${group.code.toLowerCase().replace(/^(...)/, "$1-")}`, { token: leader.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const board = groupBoardSchema.parse(res.body);
    expect(board).toEqual({
      code: group.code,
      hunt_id: freeHunt,
      status: "active",
      leaderboard: false,
      teams: [
        { id: expect.any(Number), name: "Otters", explorers: ["Maya", "Leo"], found: 0, total: 3, quiz_done: false, score: 0, badge_earned: false, reported_at: null },
        { id: expect.any(Number), name: "Ravens", explorers: [], found: 0, total: 3, quiz_done: false, score: 0, badge_earned: false, reported_at: null },
      ],
    });
    expect(board.teams[0]!.id).toBeLessThan(board.teams[1]!.id);
  });

  it("answers 401 signed out, 403 to another account (an admin too) and 404 for an unknown code, on reads and changes", async () => {
    const group = await makeGroup(t, leader.token, freeHunt);
    const other = await t.createUser("user");
    for (const [method, body] of [["GET", undefined], ["PATCH", { leaderboard: true }]] as const) {
      const as = async (token?: string, code = group.code) => (await t.call(method, `/api/groups/${code}`, { token, body })).status;
      expect([await as(), await as(other.token), await as(admin.token), await as(leader.token, "ZZZZZZ"), await as(leader.token, "not-a-code")]).toEqual([401, 403, 403, 404, 404]);
    }
    expect((await boardOf(t, leader.token, group.code)).leaderboard).toBe(false);
  });
});

describe("changing a group", () => {
  it("switches the leaderboard on and off and answers the board", async () => {
    const group = await makeGroup(t, leader.token, freeHunt);
    const on = await patch(group.code, { leaderboard: true });
    expect([on.status, on.body.leaderboard, on.headers.get("cache-control")]).toEqual([200, true, "no-store"]);
    expect((await patch(group.code, { leaderboard: false })).body.leaderboard).toBe(false);
    expect((await patch(group.code, {})).status).toBe(422);
  });

  it("ends a group once: ending again keeps it ended, and it cannot be opened again", async () => {
    const group = await makeGroup(t, leader.token, freeHunt);
    const endedAt = async () => (await t.db.select({ at: groups.endedAt }).from(groups).where(eq(groups.code, group.code)))[0]?.at;
    expect(await endedAt()).toBeNull();
    const before = t.deps.now().toISOString();
    const ended = await patch(group.code, { status: "ended" });
    expect([ended.status, ended.body.status]).toEqual([200, "ended"]);
    const first = await endedAt();
    expect([first! >= before, first! <= t.deps.now().toISOString()]).toEqual([true, true]);
    t.advance(60_000);
    const again = await patch(group.code, { status: "ended", leaderboard: true });
    expect([again.status, again.body.status, again.body.leaderboard]).toEqual([200, "ended", true]);
    expect(await endedAt()).toBe(first);
    const reopened = await patch(group.code, { status: "active" });
    expect(reopened.status).toBe(422);
    expect((await boardOf(t, leader.token, group.code)).status).toBe("ended");
  });
});
