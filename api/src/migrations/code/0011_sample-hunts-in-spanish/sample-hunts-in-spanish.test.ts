/** Tests that the free sample hunts of a database seeded before Spanish get their Spanish versions, once, as they were frozen. */
import { sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { closeDb, openDatabase } from "../../../db";
import { dialect } from "../../../db/dialect";
import { huntTranslations } from "../../../db/tables";
import { findHunt } from "../../../services/catalog/hunts";
import { writeFirstReleaseRows } from "../../../testing/first-release";
import { olderTestDatabase } from "../../../testing/older-database";

const FROZEN = JSON.parse(readFileSync(new URL("./hunts-es.json", import.meta.url), "utf8")) as Record<
  string,
  { title: string; items: { name: string }[]; quiz_questions: { question: string; options: string[] }[] }
>;
/** The first SQL file after the one that made hunt_translations: a database with the table and no data migration run. */
const AFTER_TRANSLATIONS = dialect === "postgres" ? "0006" : "0012";

/** A database whose sample hunts were seeded before Spanish, opened after `edit` (SQL) was run on it. */
async function openedAfter(edit: (run: (query: ReturnType<typeof sql>) => Promise<void>) => Promise<void>) {
  const old = await olderTestDatabase(AFTER_TRANSLATIONS);
  await writeFirstReleaseRows(old.sql, old.dataDir);
  await edit((query) => old.sql.run(query));
  await old.close();
  return openDatabase(old.at);
}

describe("data migration 0011: the sample hunts in Spanish", () => {
  it("gives each free sample hunt its frozen Spanish version, complete, by item and question id", async () => {
    const db = await openedAfter(async () => {});
    const versions = await db.select().from(huntTranslations).orderBy(huntTranslations.huntId);
    expect(versions.map((v) => [v.lang, v.complete])).toEqual(Object.keys(FROZEN).map(() => ["es", true]));
    for (const version of versions) {
      const hunt = (await findHunt(db, version.huntId, false))!;
      const frozen = FROZEN[hunt.title]!;
      expect(hunt.languages).toEqual(["en", "es"]);
      expect(version.texts.title).toBe(frozen.title);
      expect(hunt.items.map((item) => version.texts.items[String(item.id)]?.name)).toEqual(frozen.items.map((item) => item.name));
      hunt.quiz_questions.forEach((question, i) => {
        const texts = version.texts.quiz_questions[String(question.id)]!;
        expect(texts.options).toEqual(frozen.quiz_questions[i]!.options);
        expect(texts.correct_answer).toBe(texts.options[question.options.indexOf(question.correct_answer)]);
      });
    }
    await closeDb(db);
  });

  it("leaves alone a sample hunt its admin renamed, one given an item more, and one already translated", async () => {
    const edited = await openedAfter(async (run) => {
      await run(sql`UPDATE hunts SET title = 'Our Grand Canyon Walk' WHERE title = 'Grand Canyon South Rim Sneak Peek'`);
      await run(sql`INSERT INTO hunt_items (hunt_id, position, name) SELECT id, 99, 'Our own find' FROM hunts WHERE title = 'Old Faithful Geyser Explorer'`);
    });
    expect(await edited.select().from(huntTranslations)).toEqual([]);
    await closeDb(edited);

    const translated = await openedAfter(async (run) => {
      await run(sql`INSERT INTO hunt_translations (hunt_id, lang, texts) SELECT id, 'es', '{"title":"Nuestro"}' FROM hunts WHERE title = 'Old Faithful Geyser Explorer'`);
    });
    const versions = await translated.select().from(huntTranslations).orderBy(huntTranslations.huntId);
    expect(versions.map((v) => [v.texts.title, v.complete])).toEqual([
      ["Nuestro", false],
      [FROZEN["Grand Canyon South Rim Sneak Peek"]!.title, true],
    ]);
    await closeDb(translated);
  });
});
