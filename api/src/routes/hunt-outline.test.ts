/**
 * A hunt's outline (`GET /api/hunts/{id}/outline`), which pre-rendered hunt pages are drawn from and
 * carry: the sample hunts' facts and their items' names and places to look, in English and Spanish, and
 * nothing a family finds out by playing. Runs on SQLite and, with `npm run test:pg`, on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Hunt } from "#shared/schemas/hunt";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };
let hunts: Hunt[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.createUser("admin");
  const list = await t.call("GET", "/api/hunts?limit=50", { token: admin.token });
  hunts = await Promise.all(list.body.hunts.map(async (h: { id: number }) => (await t.call("GET", `/api/hunts/${h.id}`, { token: admin.token })).body as Hunt));
});

const SUMMARY_KEYS = ["id", "title", "description", "location", "difficulty", "price", "teaser", "thumbnail_image", "estimated_time", "age_range", "featured", "published"];
const COUNT_KEYS = ["item_count", "question_count", "view_count", "completion_count", "purchase_count"];

describe("a hunt's outline", () => {
  it("has the hunt's facts and each item's name and place to look, in English and in its complete Spanish version", async () => {
    const published = hunts.filter((hunt) => hunt.published);
    expect(published.some((hunt) => hunt.languages?.includes("es"))).toBe(true);
    for (const hunt of published) {
      const res = await t.call("GET", `/api/hunts/${hunt.id}/outline`);
      expect(res.status).toBe(200);
      const outline = res.body;
      expect(Object.keys(outline).sort()).toEqual([...SUMMARY_KEYS, ...COUNT_KEYS, "has_map", "items", "languages", "translations"].sort());
      expect(outline).toMatchObject({ id: hunt.id, title: hunt.title, description: hunt.description, price: hunt.price, languages: hunt.languages, has_map: true });
      expect(outline.items).toEqual(hunt.items.map(({ id, name, location_description }) => ({ id, name, location_description })));
      for (const [lang, version] of Object.entries(hunt.translations ?? {})) {
        expect(Object.keys(outline.translations[lang]).sort()).toEqual(["age_range", "description", "estimated_time", "items", "location", "title"]);
        expect(outline.translations[lang].title).toBe(version.title);
        for (const [id, texts] of Object.entries(version.items)) {
          expect(outline.translations[lang].items[id]).toEqual({ name: texts.name, location_description: texts.location_description });
        }
      }
    }
  });

  it("carries no sign word, hash, fact, place, park map, question or answer of any sample hunt, for a visitor or an admin", async () => {
    for (const hunt of hunts.filter((h) => h.published)) {
      for (const token of [undefined, admin.token]) {
        const text = JSON.stringify((await t.call("GET", `/api/hunts/${hunt.id}/outline`, { token })).body);
        for (const key of ["check_word", "check_word_hash", "educational_fact", "quiz_questions", "correct_answer", "options", "lat", "lng", "photo_prompt", "say_as", "map", "points"]) {
          expect(text).not.toContain(`"${key}"`);
        }
        const hashes = hunt.items.map((item) => item.check_word_hash).filter(Boolean);
        expect(hashes.length).toBeGreaterThan(0);
        for (const hash of hashes) expect(text).not.toContain(hash);
        const facts = [...hunt.items, ...Object.values(hunt.translations ?? {}).flatMap((version) => Object.values(version.items))].map((item) => item.educational_fact);
        for (const fact of facts.filter(Boolean)) expect(text).not.toContain(JSON.stringify(fact).slice(1, -1));
      }
    }
  });

  it("is not there for a draft, even for an admin, nor for a hunt that does not exist", async () => {
    const draft = hunts.find((hunt) => !hunt.published)!;
    expect(draft).toBeDefined();
    expect((await t.call("GET", `/api/hunts/${draft.id}/outline`)).status).toBe(404);
    expect((await t.call("GET", `/api/hunts/${draft.id}/outline`, { token: admin.token })).status).toBe(404);
    expect((await t.call("GET", "/api/hunts/999999/outline")).status).toBe(404);
  });
});
