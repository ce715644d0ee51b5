/** Hunt items with a place, a radius and a sign word: admin writes, what families read, and the finds a completion carries. */
import { beforeEach, describe, expect, it } from "vitest";
import { checkWordHash } from "#shared/rules/check-word";
import { huntCompletions, huntFinds } from "../db/tables";
import { huntInput } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };

const OLD_FAITHFUL = { lat: 44.46049, lng: -110.82815, radius_m: 100, check_word: "" };
const CASTLE = { lat: 44.46372, lng: -110.83687, check_word: "Castle  Geyser" };

function locatedHunt() {
  const base = huntInput();
  return huntInput({
    items: [
      { ...base.items![0]!, ...OLD_FAITHFUL },
      { ...base.items![1]!, ...CASTLE },
      { ...base.items![2]!, check_word: "Morning Glory" },
    ],
  });
}

async function create(body = locatedHunt()) {
  const res = await t.call("POST", "/api/hunts", { token: admin.token, body });
  expect(res.status).toBe(201);
  return res.body as { id: number; items: { id: number; check_word?: string; check_word_hash: string; lat: number | null; radius_m: number }[] };
}

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

describe("item locations and sign words", () => {
  it("keeps each item's place, radius (default 40 m) and word; families read only the word's hash", async () => {
    const hunt = await create();
    expect(hunt.items.map((i) => [i.lat, i.radius_m, i.check_word])).toEqual([
      [44.46049, 100, ""],
      [44.46372, 40, "Castle  Geyser"],
      [null, 40, "Morning Glory"],
    ]);
    const family = await t.call("GET", `/api/hunts/${hunt.id}`);
    expect(family.status).toBe(200);
    expect(family.body.items.map((i: object) => Object.keys(i).includes("check_word"))).toEqual([false, false, false]);
    expect(family.body.items.map((i: { check_word_hash: string }) => i.check_word_hash)).toEqual([
      "",
      await checkWordHash("castle geyser"),
      await checkWordHash("Morning Glory"),
    ]);
    expect(JSON.stringify(family.body).toLowerCase()).not.toContain("castle  geyser");
    expect(JSON.stringify(family.body)).not.toContain("Morning Glory\"");
    const adminRead = await t.call("GET", `/api/hunts/${hunt.id}`, { token: admin.token });
    expect(adminRead.body.items[1]).toMatchObject({ check_word: "Castle  Geyser", lng: -110.83687 });
  });

  it.each([
    ["lat without lng", { lat: 44.4 }, "items.0.lng: lat and lng go together: give both or neither"],
    ["lng without lat", { lng: -110.8 }, "items.0.lng: lat and lng go together: give both or neither"],
    ["a radius of 5", { ...OLD_FAITHFUL, radius_m: 5 }, "items.0.radius_m: radius_m must be a whole number of metres from 10 to 500"],
    ["a radius of 501", { ...OLD_FAITHFUL, radius_m: 501 }, "items.0.radius_m: radius_m must be a whole number of metres from 10 to 500"],
    ["a fractional radius", { ...OLD_FAITHFUL, radius_m: 40.5 }, "items.0.radius_m: radius_m must be a whole number of metres from 10 to 500"],
    ["a latitude of 91", { lat: 91, lng: 0 }, "items.0.lat: lat must be between -90 and 90"],
    ["a longitude of -181", { lat: 0, lng: -181 }, "items.0.lng: lng must be between -180 and 180"],
    ["a 41-character word", { check_word: "x".repeat(41) }, "items.0.check_word: check_word must be at most 40 characters"],
  ])("refuses %s with a clear detail, on create and on edit", async (_name, fields, detail) => {
    const bad = huntInput();
    bad.items = [{ ...bad.items![0]!, ...fields }];
    const created = await t.call("POST", "/api/hunts", { token: admin.token, body: bad });
    expect(created.status).toBe(422);
    expect(created.body.detail).toBe(detail);
    const hunt = await create();
    const edited = await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: { items: bad.items } });
    expect(edited.status).toBe(422);
    expect(edited.body.detail).toBe(detail);
  });

  it("keeps item ids through an edit, so finds a device recorded earlier still name the right items", async () => {
    const hunt = await create();
    const items = locatedHunt().items!.map((item, i) => (i === 1 ? { ...item, radius_m: 60 } : item));
    const edited = await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: { items } });
    expect(edited.body.items.map((i: { id: number }) => i.id)).toEqual(hunt.items.map((i) => i.id));
    const shorter = await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: { items: items.slice(0, 2) } });
    expect(shorter.body.items.map((i: { id: number }) => i.id)).toEqual(hunt.items.slice(0, 2).map((i) => i.id));
  });
});

describe("a completion's finds", () => {
  const at = "2026-11-24T15:00:00.000Z";

  it("stores how each item was found, and the admin's analytics count them by method", async () => {
    const hunt = await create();
    const [geyser, castle, pool] = hunt.items;
    const finds = [
      { item_id: geyser!.id, method: "gps", at, distance_m: 12.5, accuracy_m: 8 },
      { item_id: castle!.id, method: "word", at },
      { item_id: pool!.id, method: "tap", at },
    ];
    const res = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: { score: 40, badge_earned: true, finds } });
    expect(res.status).toBe(201);
    const stored = await t.db.select().from(huntFinds);
    expect(stored.map((f) => [f.itemId, f.method, f.distanceM, f.accuracyM, f.foundAt])).toEqual([
      [geyser!.id, "gps", 12.5, 8, at],
      [castle!.id, "word", null, null, at],
      [pool!.id, "tap", null, null, at],
    ]);
    const analytics = await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token });
    expect(analytics.body.hunt_details[0]).toMatchObject({ hunt_id: hunt.id, finds_by_method: { gps: 1, word: 1, tap: 1 } });
  });

  it("accepts a completion without finds, as before", async () => {
    const hunt = await create();
    expect((await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: { score: 10, badge_earned: false } })).status).toBe(201);
    const analytics = await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token });
    expect(analytics.body.hunt_details[0].finds_by_method).toEqual({ gps: 0, word: 0, tap: 0, photo: 0 });
  });

  it.each([
    ["the same item twice", (ids: number[]) => [{ item_id: ids[2]!, method: "tap", at }, { item_id: ids[2]!, method: "word", at }], `finds: item {2} is listed more than once`],
    ["a GPS find far from its item", (ids: number[]) => [{ item_id: ids[0]!, method: "gps", at, distance_m: 500, accuracy_m: 8 }], "finds: item {0} was 500 m away: a GPS find is within its 100 m radius plus at most 30 m for the fix's accuracy"],
    ["an unknown method", (ids: number[]) => [{ item_id: ids[0]!, method: "guess", at }], undefined],
    ["a time that is not a time", (ids: number[]) => [{ item_id: ids[0]!, method: "tap", at: "yesterday-ish" }], "finds.0.at: at must be a date and time"],
  ])("refuses %s and stores nothing", async (_name, findsOf, detail) => {
    const hunt = await create();
    const ids = hunt.items.map((i) => i.id);
    const res = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: { score: 40, badge_earned: true, finds: findsOf(ids) } });
    expect(res.status).toBe(422);
    if (detail) expect(res.body.detail).toBe(detail.replace(/\{(\d)\}/, (_m, i) => String(ids[Number(i)])));
    expect(await t.db.select().from(huntCompletions)).toHaveLength(0);
    expect(await t.db.select().from(huntFinds)).toHaveLength(0);
  });

  it("ignores a find of an item the hunt does not have (removed since the download) and keeps the rest", async () => {
    const hunt = await create();
    const finds = [
      { item_id: 9999, method: "tap", at },
      { item_id: hunt.items[2]!.id, method: "tap", at },
    ];
    const res = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: { score: 40, badge_earned: true, finds, answers: {} } });
    expect(res.status).toBe(201);
    expect(res.body.score).toBe(10);
    expect((await t.db.select().from(huntFinds)).map((f) => f.itemId)).toEqual([hunt.items[2]!.id]);
  });

  it("takes finds through the outbox too, and a replay stores them once", async () => {
    const hunt = await create();
    const mutation = {
      id: "01JDFIND000000000001",
      kind: "hunt.complete",
      createdAt: at,
      payload: { hunt_id: hunt.id, score: 40, badge_earned: true, finds: [{ item_id: hunt.items[0]!.id, method: "gps", at, distance_m: 4, accuracy_m: 5 }] },
    };
    for (let i = 0; i < 2; i++) await t.call("POST", "/api/sync", { body: { mutations: [mutation] } });
    expect(await t.db.select().from(huntFinds)).toHaveLength(1);
  });
});
