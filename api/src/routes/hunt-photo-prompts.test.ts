/** Photo prompts on hunt items: admin writes, what every reader gets, and the photo finds a completion may carry. */
import { beforeEach, describe, expect, it } from "vitest";
import { huntFinds } from "../db/tables";
import { huntInput } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };

const GEYSER_PHOTO = "Take a picture of your family with the geyser";
const at = "2026-07-04T15:00:00.000Z";

async function create() {
  const base = huntInput();
  const body = huntInput({ items: [{ ...base.items![0]!, photo_prompt: `  ${GEYSER_PHOTO} ` }, base.items![1]!, base.items![2]!] });
  const res = await t.call("POST", "/api/hunts", { token: admin.token, body });
  expect(res.status).toBe(201);
  return res.body as { id: number; items: { id: number; photo_prompt: string }[] };
}

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

describe("photo prompts", () => {
  it("keeps an item's prompt (trimmed, '' for none) in the admin's and everyone's reads", async () => {
    const hunt = await create();
    expect(hunt.items.map((i) => i.photo_prompt)).toEqual([GEYSER_PHOTO, "", ""]);
    const family = await t.call("GET", `/api/hunts/${hunt.id}`);
    expect(family.body.items.map((i: { photo_prompt: string }) => i.photo_prompt)).toEqual([GEYSER_PHOTO, "", ""]);
  });

  it("changes with an edit and keeps the item's id", async () => {
    const hunt = await create();
    const items = hunt.items.map((i, n) => ({ name: `Item ${n}`, photo_prompt: n === 1 ? "A picture of the castle" : "" }));
    const res = await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: { items } });
    expect(res.body.items.map((i: { id: number; photo_prompt: string }) => [i.id, i.photo_prompt])).toEqual([
      [hunt.items[0]!.id, ""],
      [hunt.items[1]!.id, "A picture of the castle"],
      [hunt.items[2]!.id, ""],
    ]);
  });

  it("refuses a prompt over 200 characters", async () => {
    const res = await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ items: [{ name: "Geyser", photo_prompt: "p".repeat(201) }] }) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "items.0.photo_prompt: photo_prompt must be at most 200 characters" });
  });
});

describe("photo finds", () => {
  it("stores a photo find of an item with a prompt, and the analytics count it", async () => {
    const hunt = await create();
    const finds = [{ item_id: hunt.items[0]!.id, method: "photo", at }];
    const res = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: { score: 40, badge_earned: true, finds } });
    expect(res.status).toBe(201);
    expect(await t.db.select({ method: huntFinds.method }).from(huntFinds)).toEqual([{ method: "photo" }]);
    const analytics = await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token });
    expect(analytics.body.hunt_details[0].finds_by_method).toEqual({ gps: 0, word: 0, tap: 0, photo: 1 });
  });

  it("keeps a photo find of an item whose prompt was taken away since the download, and refuses one of a Roper clue", async () => {
    const hunt = await create();
    await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: { items: huntInput().items } });
    const res = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: { score: 40, badge_earned: true, finds: [{ item_id: hunt.items[0]!.id, method: "photo", at }] } });
    expect(res.status).toBe(201);
    expect(await t.db.select({ method: huntFinds.method }).from(huntFinds)).toEqual([{ method: "photo" }]);
    const roper = await t.call("POST", "/api/hunts/roper/complete", { body: { score: 175, badge_earned: true, finds: [{ item_id: 1, method: "photo", at }] } });
    expect(roper.status).toBe(422);
    expect(roper.body).toEqual({ detail: "finds: item 1 has no photo to take" });
    expect(await t.db.select().from(huntFinds)).toHaveLength(1);
  });

  it("gives the sample Old Faithful hunt a prompt on an item found without GPS or a sign word", async () => {
    const seeded = await createTestApp({ seed: true });
    const first = (await seeded.call("GET", "/api/hunts")).body.hunts.find((h: { title: string }) => h.title === "Old Faithful Geyser Explorer");
    const hunt = (await seeded.call("GET", `/api/hunts/${first.id}`)).body;
    const mats = hunt.items.find((i: { name: string }) => i.name === "Colorful microbe mats");
    expect(mats).toMatchObject({ lat: null, check_word_hash: "", photo_prompt: expect.stringMatching(/^Take a picture/) });
  });
});
