/**
 * The server scores a completion itself, from what the family did (finds and answers) and the hunt as it
 * holds it; the phone's score and badge are kept as what it showed and count for nothing. A hunt edited
 * since the phone downloaded it never gets its completion refused for that.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { huntSheet } from "#shared/rules/scoring";
import type { Hunt, HuntInput } from "#shared/schemas/hunt";
import { huntCompletions, huntFinds } from "../db/tables";
import { appCompletion, FOUND_AT, huntInput } from "../testing/fixtures";
import { rowCounts } from "../testing/row-counts";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };
let family: { token: string };

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  family = await t.createUser("user");
});

/** The hunt as a phone downloads it. */
async function createHunt(input: HuntInput = huntInput()): Promise<Hunt> {
  const res = await t.call("POST", "/api/hunts", { token: admin.token, body: input });
  expect(res.status).toBe(201);
  return res.body;
}

/** The hunt with its second item worth 20 points: 10 + 20 + 10 + 5 + 5 = 50, the badge at 35. */
function twentyPointHunt(): HuntInput {
  const base = huntInput();
  return huntInput({ items: base.items!.map((item, i) => (i === 1 ? { ...item, points: 20 } : item)) });
}

const edit = (hunt: Hunt, body: Partial<HuntInput>) => t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body });
const complete = (hunt: Hunt, body: object, token: string | undefined = family.token) => t.call("POST", `/api/hunts/${hunt.id}/complete`, { token, body });
const balance = async (token = family.token) => (await t.call("GET", "/api/users/profile", { token })).body.points_balance as number;
const stored = async () => (await t.db.select().from(huntCompletions)).map((c) => ({ score: c.score, badge: c.badgeEarned, deviceScore: c.deviceScore, deviceBadge: c.deviceBadgeEarned }));

describe("the server's score", () => {
  it("accepts a completion of a hunt with an item worth 20 points and stores the server's score, badge and points", async () => {
    const hunt = await createHunt(twentyPointHunt());
    // Every item found, every answer wrong: 40 of 50. A phone counting 10 a find showed 30 of 40, with the badge.
    const run = { ...appCompletion(huntSheet(hunt), { right: 0 }), score: 30, badge_earned: true };
    const res = await complete(hunt, run);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ hunt_id: hunt.id, score: 40, badge_earned: true, points_awarded: 100 });
    expect(await stored()).toEqual([{ score: 40, badge: true, deviceScore: 30, deviceBadge: true }]);
    expect(await balance()).toBe(200);
    const history = await t.call("GET", "/api/users/hunt-history", { token: family.token });
    expect(history.body.items[0]).toMatchObject({ hunt_id: hunt.id, score: 40, badge_earned: true });
    // The app scores the same run by the same rule.
    expect(appCompletion(huntSheet(hunt), { right: 0 })).toMatchObject({ score: 40, badge_earned: true });
  });

  it("never trusts the phone's score: a claimed badge for nothing found earns no badge, a modest claim loses nothing", async () => {
    const hunt = await createHunt();
    const greedy = await complete(hunt, { score: 40, badge_earned: true, finds: [], answers: {} });
    expect(greedy.body).toEqual({ hunt_id: hunt.id, score: 0, badge_earned: false, points_awarded: 50 });
    expect(await balance()).toBe(150);
    const modest = await complete(hunt, { ...appCompletion(huntSheet(hunt)), score: 0, badge_earned: false });
    expect(modest.body).toEqual({ hunt_id: hunt.id, score: 40, badge_earned: true, points_awarded: 50 });
    expect(await balance()).toBe(200);
    expect(await stored()).toEqual([
      { score: 0, badge: false, deviceScore: 40, deviceBadge: true },
      { score: 40, badge: true, deviceScore: 0, deviceBadge: false },
    ]);
  });

  it("stores the server's score for a completion sent through the outbox", async () => {
    const hunt = await createHunt(twentyPointHunt());
    const payload = { ...appCompletion(huntSheet(hunt), { right: 0 }), hunt_id: hunt.id, score: 30, badge_earned: true };
    const res = await t.call("POST", "/api/sync", { token: family.token, body: { mutations: [{ id: "01JSCORE000000000001", kind: "hunt.complete", createdAt: 1, payload }] } });
    // The answer is the server's score, badge and points, not the phone's.
    expect(res.body.results).toEqual([
      { id: "01JSCORE000000000001", status: "applied", result: { hunt_id: hunt.id, score: 40, badge_earned: true, points_awarded: 100 } },
    ]);
    expect(await stored()).toEqual([{ score: 40, badge: true, deviceScore: 30, deviceBadge: true }]);
    expect(await balance()).toBe(200);
  });

  it("scores the Roper hunt's fill-in answers by the word they contain and its other answers exactly", async () => {
    const answers = { "2": "It is STATIC electricity", "3": "true", "1": "The Earth spins" };
    const finds = Array.from({ length: 16 }, (_, i) => ({ item_id: i + 1, method: "tap", at: FOUND_AT }));
    const res = await t.call("POST", "/api/hunts/roper/complete", { body: { score: 0, badge_earned: false, finds, answers } });
    expect(res.body).toMatchObject({ score: 170, badge_earned: false });
  });
});

describe("a hunt edited since the phone downloaded it", () => {
  it("ignores the finds of removed items and the answers of removed questions, and stores the server's score", async () => {
    const downloaded = await createHunt();
    const input = huntInput();
    expect((await edit(downloaded, { items: input.items!.slice(0, 2), quiz_questions: input.quiz_questions!.slice(0, 1) })).status).toBe(200);
    const res = await complete(downloaded, appCompletion(huntSheet(downloaded)));
    expect(res.status).toBe(201);
    // 10 + 10 + 5 of the 25 the hunt is worth now.
    expect(res.body).toMatchObject({ score: 25, badge_earned: true, points_awarded: 100 });
    expect((await t.db.select({ item: huntFinds.itemId }).from(huntFinds)).map((f) => f.item)).toEqual(downloaded.items.slice(0, 2).map((i) => i.id));
  });

  it("scores each item and question by the points it has now", async () => {
    const downloaded = await createHunt();
    const input = huntInput();
    const items = input.items!.map((item, i) => (i === 0 ? { ...item, points: 30 } : item));
    const quiz = input.quiz_questions!.map((q, i) => (i === 1 ? { ...q, points: 15 } : q));
    await edit(downloaded, { items, quiz_questions: quiz });
    const res = await complete(downloaded, appCompletion(huntSheet(downloaded), { right: 1 }));
    // 30 + 10 + 10 for the items and 5 for the first answer (the 15-point one is wrong): 55 of 70, the badge at 49.
    expect(res.body).toMatchObject({ score: 55, badge_earned: true });
  });

  it("keeps question ids through an edit, so answers given on the phone still count", async () => {
    const downloaded = await createHunt();
    const quiz = huntInput().quiz_questions!.map((q, i) => (i === 0 ? { ...q, question: "How often does Old Faithful erupt, about?" } : q));
    const edited = await edit(downloaded, { quiz_questions: quiz });
    expect(edited.body.quiz_questions.map((q: { id: number }) => q.id)).toEqual(downloaded.quiz_questions.map((q) => q.id));
    const fewer = await edit(downloaded, { quiz_questions: quiz.slice(0, 1) });
    expect(fewer.body.quiz_questions.map((q: { id: number }) => q.id)).toEqual([downloaded.quiz_questions[0]!.id]);
    const res = await complete(downloaded, appCompletion(huntSheet(downloaded)));
    expect(res.body).toMatchObject({ score: 35, badge_earned: true });
  });

  it("keeps a find made by a way the item no longer offers", async () => {
    const base = huntInput();
    const items = [
      { ...base.items![0]!, check_word: "Geyser" },
      { ...base.items![1]!, lat: 44.46372, lng: -110.83687 },
      { ...base.items![2]!, photo_prompt: "A picture of the pool" },
    ];
    const downloaded = await createHunt(huntInput({ items }));
    await edit(downloaded, { items: base.items });
    const [word, gps, photo] = downloaded.items.map((i) => i.id);
    const finds = [
      { item_id: word, method: "word", at: FOUND_AT },
      { item_id: gps, method: "gps", at: FOUND_AT, distance_m: 12, accuracy_m: 5 },
      { item_id: photo, method: "photo", at: FOUND_AT },
    ];
    const res = await complete(downloaded, { score: 40, badge_earned: true, finds, answers: {} });
    expect(res.status).toBe(201);
    expect(res.body.score).toBe(30);
    expect((await t.db.select({ method: huntFinds.method }).from(huntFinds).orderBy(huntFinds.itemId)).map((f) => f.method)).toEqual(["word", "gps", "photo"]);
  });
});

describe("a completion from an app of before answers were sent", () => {
  it("is accepted, its score kept between what its finds are worth and that plus a perfect quiz", async () => {
    const hunt = await createHunt(twentyPointHunt());
    const { finds } = appCompletion(huntSheet(hunt));
    // Every item found (40) by a phone counting 10 a find: its score can only have been 30 plus its quiz.
    const cases: [object, number, boolean][] = [
      [{ score: 30, badge_earned: true, finds }, 40, true],
      [{ score: 35, badge_earned: true, finds }, 40, true],
      [{ score: 45, badge_earned: true, finds }, 45, true],
      [{ score: 999, badge_earned: true, finds }, 50, true],
      // No finds at all, as the first app sent: the quiz is all that can be counted.
      [{ score: 40, badge_earned: true }, 10, false],
    ];
    for (const [body, score, badge] of cases) {
      const res = await complete(hunt, body, undefined);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ score, badge_earned: badge });
    }
  });
});

describe("GPS finds", () => {
  const OLD_FAITHFUL = { lat: 44.46049, lng: -110.82815 };

  async function placedHunt(radius_m = 40) {
    const base = huntInput();
    return createHunt(huntInput({ items: [{ ...base.items![0]!, ...OLD_FAITHFUL, radius_m }, base.items![1]!, base.items![2]!] }));
  }
  const gps = (hunt: Hunt, distance_m?: number, accuracy_m?: number) => ({
    score: 10,
    badge_earned: false,
    answers: {},
    finds: [{ item_id: hunt.items[0]!.id, method: "gps", at: FOUND_AT, distance_m, accuracy_m }],
  });

  it.each([
    ["20,000 km away", 20_000_000, 8, "was 20000000 m away: a GPS find is within its 40 m radius plus at most 30 m for the fix's accuracy"],
    ["past the radius plus the 30 m cap", 70.1, 45, "was 70.1 m away: a GPS find is within its 40 m radius plus at most 30 m for the fix's accuracy"],
    ["past the radius plus the fix's own accuracy", 50, 5, "was 50 m away: a GPS find is within its 40 m radius plus at most 30 m for the fix's accuracy"],
    ["without its distance", undefined, 5, "is a GPS find without distance_m"],
    ["with a fix the app does not check in with", 10, 150, "was checked in with a fix of ±150 m: the app takes none worse than 100 m"],
  ])("refuses a find %s with a 422 naming the item, and stores nothing", async (_what, distance, accuracy, why) => {
    const hunt = await placedHunt();
    const before = await rowCounts(t.db);
    const res = await complete(hunt, gps(hunt, distance, accuracy));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: `finds: item ${hunt.items[0]!.id} ${why}` });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each([
    ["inside the radius", 39, 3],
    ["at the radius plus the fix's accuracy", 55, 15],
    ["at the radius plus the 30 m cap, with a worse fix", 70, 80],
    ["at the radius plus the cap, the fix's accuracy not given", 70, undefined],
  ])("accepts a find %s", async (_what, distance, accuracy) => {
    const hunt = await placedHunt();
    const res = await complete(hunt, gps(hunt, distance, accuracy));
    expect(res.status).toBe(201);
    expect(res.body.score).toBe(10);
  });

  it("checks a find against the widest radius its item has had, since a phone may hold it from then", async () => {
    const hunt = await placedHunt(100);
    const base = huntInput();
    await edit(hunt, { items: [{ ...base.items![0]!, ...OLD_FAITHFUL, radius_m: 20 }, base.items![1]!, base.items![2]!] });
    expect((await complete(hunt, gps(hunt, 125, 30))).status).toBe(201);
    const far = await complete(hunt, gps(hunt, 131, 30));
    expect(far.body.detail).toBe(`finds: item ${hunt.items[0]!.id} was 131 m away: a GPS find is within its 100 m radius plus at most 30 m for the fix's accuracy`);
  });

  it("ignores a GPS find of an item removed since the download, even one without its distance", async () => {
    const base = huntInput();
    const hunt = await createHunt(huntInput({ items: [base.items![0]!, base.items![1]!, { ...base.items![2]!, ...OLD_FAITHFUL }] }));
    await edit(hunt, { items: base.items!.slice(0, 2) });
    const res = await complete(hunt, { ...gps(hunt), finds: [{ item_id: hunt.items[2]!.id, method: "gps", at: FOUND_AT }] });
    expect(res.status).toBe(201);
    expect(await t.db.select().from(huntFinds)).toHaveLength(0);
  });
});
