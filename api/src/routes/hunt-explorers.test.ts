/** Explorers in a completion: each child's own score and badge, checked against the hunt and kept with the completion. */
import { beforeEach, describe, expect, it } from "vitest";
import { huntCompletions } from "../db/tables";
import { huntInput } from "../testing/fixtures";
import { rowCounts } from "../testing/row-counts";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let family: { token: string };
let hunt: { id: number };

// The fixture hunt: 3 items x 10 + 2 questions x 5 = 40 points; the badge at 70%, 28.
const maya = { name: "Maya", score: 40, badge_earned: true, spotted: 2 };
const leo = { name: "Leo", score: 20, badge_earned: false, spotted: 1 };

const complete = (body: object, huntId: number | string = hunt.id, token: string | undefined = family.token) =>
  t.call("POST", `/api/hunts/${huntId}/complete`, { token, body });
const balance = async () => (await t.call("GET", "/api/users/profile", { token: family.token })).body.points_balance as number;

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  family = await t.createUser("user");
  hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
});

describe("explorers in a completion", () => {
  it("keeps each explorer's result with the completion, names trimmed, and the history returns them", async () => {
    const res = await complete({ score: 40, badge_earned: true, explorers: [{ ...maya, name: "  Maya " }, leo] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ hunt_id: hunt.id, score: 40, badge_earned: true, points_awarded: 100 });
    expect((await t.db.select().from(huntCompletions).limit(1))[0]!.explorers).toEqual([maya, leo]);
    const history = await t.call("GET", "/api/users/hunt-history", { token: family.token });
    expect(history.body.items[0].explorers).toEqual([maya, leo]);
  });

  it("pays the account's points once per hunt, as without explorers", async () => {
    expect((await complete({ score: 40, badge_earned: true, explorers: [maya, leo] })).body.points_awarded).toBe(100);
    expect((await complete({ score: 40, badge_earned: true, explorers: [maya] })).body.points_awarded).toBe(0);
    expect((await complete({ score: 40, badge_earned: true })).body.points_awarded).toBe(0);
    expect(await balance()).toBe(200);
  });

  it("pays 50 when the best explorer has no badge, and the badge's 50 on a later try", async () => {
    const low = await complete({ score: 20, badge_earned: false, explorers: [leo, { ...leo, name: "Ada", score: 10 }] });
    expect(low.body.points_awarded).toBe(50);
    expect((await complete({ score: 40, badge_earned: true, explorers: [maya] })).body.points_awarded).toBe(50);
    expect(await balance()).toBe(200);
  });

  it.each([
    ["a score above the hunt's maximum", { score: 40, badge_earned: true, explorers: [maya, { ...leo, score: 41 }] }, "explorers: Leo's score must be between 0 and 40"],
    ["a badge the score did not earn", { score: 40, badge_earned: true, explorers: [maya, { ...leo, badge_earned: true }] }, "explorers: Leo's badge_earned does not match their score"],
    ["a badge missing from a score that earned it", { score: 40, badge_earned: true, explorers: [{ ...maya, badge_earned: false }] }, "explorers: Maya's badge_earned does not match their score"],
    ["a completion score that is not the best explorer's", { score: 20, badge_earned: false, explorers: [maya, leo] }, "score and badge_earned must be the best explorer's: Maya with 40"],
    ["a completion score above every explorer's", { score: 40, badge_earned: true, explorers: [leo] }, "score and badge_earned must be the best explorer's: Leo with 20"],
    ["more spotted than the hunt has items", { score: 40, badge_earned: true, explorers: [{ ...maya, spotted: 4 }] }, "explorers: Maya cannot have spotted more than the hunt's 3 items"],
    ["two explorers with one name", { score: 40, badge_earned: true, explorers: [maya, { ...leo, name: " maya" }] }, 'explorers: two explorers are called "maya": give each a different name'],
    ["no explorers", { score: 40, badge_earned: true, explorers: [] }, "explorers: give 1 to 6 explorers, or leave explorers out"],
    ["seven explorers", { score: 20, badge_earned: false, explorers: ["A", "B", "C", "D", "E", "F", "G"].map((name) => ({ ...leo, name })) }, "explorers: at most 6 explorers share one completion"],
    ["an empty name", { score: 40, badge_earned: true, explorers: [{ ...maya, name: "   " }] }, "explorers.0.name: an explorer's name is required"],
    ["a 31-character name", { score: 40, badge_earned: true, explorers: [{ ...maya, name: "M".repeat(31) }] }, "explorers.0.name: an explorer's name is at most 30 characters"],
    ["a fractional score", { score: 40, badge_earned: true, explorers: [{ ...maya, score: 39.5 }] }, undefined],
    ["a negative spotted count", { score: 40, badge_earned: true, explorers: [{ ...maya, spotted: -1 }] }, undefined],
    ["an explorer without spotted", { score: 40, badge_earned: true, explorers: [{ name: "Maya", score: 40, badge_earned: true }] }, undefined],
  ])("refuses %s with 422 and stores nothing", async (_what, body, detail) => {
    const before = await rowCounts(t.db);
    const res = await complete(body);
    expect(res.status).toBe(422);
    if (detail) expect(res.body).toEqual({ detail });
    else expect(typeof res.body.detail).toBe("string");
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it("accepts six explorers, names differing only by more than case", async () => {
    const explorers = ["Ana", "Ben", "Cy", "Dot", "Eve", "Flo"].map((name, i) => ({ name, score: i * 5, badge_earned: false, spotted: 0 }));
    const res = await complete({ score: 25, badge_earned: false, explorers });
    expect(res.status).toBe(201);
  });

  it("takes explorers through the outbox too, once per mutation id", async () => {
    const mutation = { id: "01JEXPLORERS00000001", kind: "hunt.complete", createdAt: 1, payload: { hunt_id: hunt.id, score: 40, badge_earned: true, explorers: [maya, leo] } };
    const first = await t.call("POST", "/api/sync", { token: family.token, body: { mutations: [mutation] } });
    const again = await t.call("POST", "/api/sync", { token: family.token, body: { mutations: [mutation] } });
    expect(first.body.results[0].status).toBe("applied");
    expect(again.body.results[0].status).toBe("duplicate");
    expect((await t.db.select().from(huntCompletions)).map((c) => c.explorers)).toEqual([[maya, leo]]);
    const refused = await t.call("POST", "/api/sync", {
      token: family.token,
      body: { mutations: [{ ...mutation, id: "01JEXPLORERS00000002", payload: { ...mutation.payload, score: 20, badge_earned: false } }] },
    });
    expect(refused.body.results[0]).toEqual({ id: "01JEXPLORERS00000002", status: "rejected", detail: "score and badge_earned must be the best explorer's: Maya with 40" });
    expect(await balance()).toBe(200);
  });
});

describe("explorers on the Roper hunt (max 240, badge at 175)", () => {
  const ada = { name: "Ada", score: 175, badge_earned: true, spotted: 16 };
  const ben = { name: "Ben", score: 174, badge_earned: false, spotted: 9 };

  it("accepts one explorer at 175 with the badge and one at 174 without", async () => {
    const res = await complete({ score: 175, badge_earned: true, explorers: [ben, ada] }, "roper");
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ hunt_id: "roper", score: 175, badge_earned: true, points_awarded: 100 });
    const history = await t.call("GET", "/api/users/hunt-history", { token: family.token });
    expect(history.body.items[0]).toMatchObject({ hunt_id: "roper", title: "Roper Science Center Explorer Hunt", score: 175, badge_earned: true, explorers: [ben, ada] });
  });

  it.each([
    ["a badge at 174", [ada, { ...ben, badge_earned: true }], "explorers: Ben's badge_earned does not match their score"],
    ["no badge at 175", [{ ...ada, badge_earned: false }, ben], "explorers: Ada's badge_earned does not match their score"],
    ["a score above 240", [{ ...ada, score: 241 }, ben], "explorers: Ada's score must be between 0 and 240"],
    ["more than 16 clues spotted", [{ ...ada, spotted: 17 }], "explorers: Ada cannot have spotted more than the hunt's 16 items"],
  ])("refuses %s", async (_what, explorers, detail) => {
    const res = await complete({ score: 175, badge_earned: true, explorers }, "roper");
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
  });
});
