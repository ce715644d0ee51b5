/**
 * Explorers in a completion: each child's own answers, scored by the server against the hunt with the
 * finds they share, and kept with the completion beside the score each phone showed.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { roperHunt } from "../services/catalog/roper-hunt";
import { huntSheet } from "#shared/rules/scoring";
import type { Hunt } from "#shared/schemas/hunt";
import { huntCompletions } from "../db/tables";
import { appCompletion, huntInput } from "../testing/fixtures";
import { rowCounts } from "../testing/row-counts";
import { createTestApp, type TestApp } from "../testing/test-app";

const ROPER_SCORING = roperHunt("en").scoring;

let t: TestApp;
let family: { token: string };
let hunt: Hunt;

const complete = (body: object, huntId: number | string = hunt.id, token: string | undefined = family.token) =>
  t.call("POST", `/api/hunts/${huntId}/complete`, { token, body });
const balance = async () => (await t.call("GET", "/api/users/profile", { token: family.token })).body.points_balance as number;

/** One explorer's line as the app sends it: what the phone showed, and their own answers (the first `right` right). */
function explorer(name: string, right: number, spotted: number, sheet = huntSheet(hunt)) {
  const { score, badge_earned, answers } = appCompletion(sheet, { right });
  return { name, score, badge_earned, spotted, answers };
}
/** The completion of every item found (all explorers share the finds), with these explorers. */
function withExplorers(explorers: ReturnType<typeof explorer>[], sheet = huntSheet(hunt)) {
  const { finds } = appCompletion(sheet);
  const best = explorers.reduce((a, b) => (b.score > a.score ? b : a));
  return { score: best.score, badge_earned: best.badge_earned, finds, explorers };
}
const result = ({ name, score, badge_earned, spotted }: { name: string; score: number; badge_earned: boolean; spotted: number }) => ({ name, score, badge_earned, spotted });

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  family = await t.createUser("user");
  hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
});

// The fixture hunt: 3 items x 10 + 2 questions x 5 = 40 points; the badge at 70%, 28.
describe("explorers in a completion", () => {
  it("scores each explorer's own answers, keeps them with the completion, and the history returns them", async () => {
    const maya = { ...explorer("  Maya ", 2, 2), score: 0, badge_earned: false };
    const leo = { ...explorer("Leo", 0, 1), score: 40, badge_earned: true };
    const res = await complete({ ...withExplorers([maya, leo]), score: 40, badge_earned: true });
    expect(res.status).toBe(201);
    const results = [
      { name: "Maya", score: 40, badge_earned: true, spotted: 2 },
      { name: "Leo", score: 30, badge_earned: true, spotted: 1 },
    ];
    expect(res.body).toEqual({ hunt_id: hunt.id, score: 40, badge_earned: true, points_awarded: 100, explorers: results });
    const [row] = await t.db.select().from(huntCompletions);
    expect(row!.explorers).toEqual([
      { ...results[0], device_score: 0, device_badge_earned: false },
      { ...results[1], device_score: 40, device_badge_earned: true },
    ]);
    expect([row!.score, row!.deviceScore]).toEqual([40, 40]);
    const history = await t.call("GET", "/api/users/hunt-history", { token: family.token });
    expect(history.body.items[0].explorers).toEqual(results);
  });

  it("pays the account's points once per hunt, as without explorers", async () => {
    const team = withExplorers([explorer("Maya", 2, 2), explorer("Leo", 0, 1)]);
    expect((await complete(team)).body.points_awarded).toBe(100);
    expect((await complete(withExplorers([explorer("Maya", 2, 0)]))).body.points_awarded).toBe(0);
    expect(await balance()).toBe(200);
  });

  it("pays 50 when the best explorer has no badge, and the badge's 50 on a later try", async () => {
    const { answers } = appCompletion(huntSheet(hunt), { right: 0 });
    // One item found (10) and every answer wrong: no badge for anyone.
    const oneFind = { ...withExplorers([explorer("Leo", 0, 1), explorer("Ada", 0, 0)]), finds: appCompletion(huntSheet(hunt), { found: 1 }).finds };
    const low = await complete({ ...oneFind, explorers: oneFind.explorers.map((e) => ({ ...e, answers })) });
    expect(low.body).toMatchObject({ score: 10, badge_earned: false, points_awarded: 50 });
    expect((await complete(withExplorers([explorer("Maya", 2, 0)]))).body.points_awarded).toBe(50);
    expect(await balance()).toBe(200);
  });

  it("scores an explorer from an app of before answers by the score the phone showed, within what the finds allow", async () => {
    const { answers: _none, ...legacy } = explorer("Maya", 1, 1);
    const res = await complete({ ...withExplorers([explorer("Leo", 0, 0)]), explorers: [{ ...legacy, score: 999 }, explorer("Leo", 0, 0)] });
    expect(res.body.explorers).toEqual([
      { name: "Maya", score: 40, badge_earned: true, spotted: 1 },
      { name: "Leo", score: 30, badge_earned: true, spotted: 0 },
    ]);
  });

  it.each([
    ["more spotted than finds sent", () => ({ ...withExplorers([explorer("Maya", 2, 3)]), finds: [] }), "explorers: Maya cannot have spotted more than the 0 finds sent"],
    ["two explorers with one name", () => withExplorers([explorer("Maya", 2, 0), explorer(" maya", 0, 0)]), 'explorers: two explorers are called "maya": give each a different name'],
    ["no explorers", () => ({ score: 40, badge_earned: true, explorers: [] }), "explorers: give 1 to 6 explorers, or leave explorers out"],
    ["seven explorers", () => withExplorers(["A", "B", "C", "D", "E", "F", "G"].map((name) => explorer(name, 0, 0))), "explorers: at most 6 explorers share one completion"],
    ["an empty name", () => withExplorers([explorer("   ", 2, 0)]), "explorers.0.name: an explorer's name is required"],
    ["a 31-character name", () => withExplorers([explorer("M".repeat(31), 2, 0)]), "explorers.0.name: an explorer's name is at most 30 characters"],
    ["an answer of 501 characters", () => withExplorers([{ ...explorer("Maya", 2, 0), answers: { "1": "x".repeat(501) } }]), "explorers.0.answers.1: an answer is at most 500 characters"],
    ["a fractional score", () => withExplorers([{ ...explorer("Maya", 2, 0), score: 39.5 }]), undefined],
    ["a negative spotted count", () => withExplorers([explorer("Maya", 2, -1)]), undefined],
    ["an explorer without spotted", () => withExplorers([{ name: "Maya", score: 40, badge_earned: true } as ReturnType<typeof explorer>]), undefined],
  ])("refuses %s with 422 and stores nothing", async (_what, body, detail) => {
    const before = await rowCounts(t.db);
    const res = await complete(body());
    expect(res.status).toBe(422);
    if (detail) expect(res.body).toEqual({ detail });
    else expect(typeof res.body.detail).toBe("string");
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it("accepts six explorers, names differing only by more than case", async () => {
    const res = await complete(withExplorers(["Ana", "Ben", "Cy", "Dot", "Eve", "Flo"].map((name, i) => explorer(name, i % 3, 0))));
    expect(res.status).toBe(201);
  });

  it("takes explorers through the outbox too, once per mutation id", async () => {
    const payload = { hunt_id: hunt.id, ...withExplorers([explorer("Maya", 2, 2), explorer("Leo", 0, 1)]) };
    const mutation = { id: "01JEXPLORERS00000001", kind: "hunt.complete", createdAt: 1, payload };
    const first = await t.call("POST", "/api/sync", { token: family.token, body: { mutations: [mutation] } });
    const again = await t.call("POST", "/api/sync", { token: family.token, body: { mutations: [mutation] } });
    expect(first.body.results[0].status).toBe("applied");
    expect(again.body.results[0].status).toBe("duplicate");
    expect((await t.db.select().from(huntCompletions)).map((c) => c.explorers.map(result))).toEqual([payload.explorers.map(result)]);
    const refused = await t.call("POST", "/api/sync", {
      token: family.token,
      body: { mutations: [{ ...mutation, id: "01JEXPLORERS00000002", payload: { ...payload, finds: [] } }] },
    });
    expect(refused.body.results[0]).toEqual({ id: "01JEXPLORERS00000002", status: "rejected", detail: "explorers: Maya cannot have spotted more than the 0 finds sent" });
    expect(await balance()).toBe(200);
  });
});

describe("explorers on the Roper hunt (max 240, badge at 175)", () => {
  it("gives the badge to an explorer at 175 and not to one at 170, whatever their phones showed", async () => {
    const ada = explorer("Ada", 3, 16, ROPER_SCORING);
    const ben = { ...explorer("Ben", 2, 0, ROPER_SCORING), badge_earned: true };
    const res = await complete(withExplorers([ben, ada], ROPER_SCORING), "roper");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ hunt_id: "roper", score: 175, badge_earned: true, points_awarded: 100 });
    const history = await t.call("GET", "/api/users/hunt-history", { token: family.token });
    expect(history.body.items[0]).toMatchObject({
      hunt_id: "roper",
      title: "Roper Science Center Explorer Hunt",
      score: 175,
      badge_earned: true,
      explorers: [
        { name: "Ben", score: 170, badge_earned: false, spotted: 0 },
        { name: "Ada", score: 175, badge_earned: true, spotted: 16 },
      ],
    });
  });

  it("refuses more than the 16 clues spotted", async () => {
    const res = await complete(withExplorers([explorer("Ada", 3, 17, ROPER_SCORING)], ROPER_SCORING), "roper");
    expect(res.body).toEqual({ detail: "explorers: Ada cannot have spotted more than the 16 finds sent" });
  });
});
