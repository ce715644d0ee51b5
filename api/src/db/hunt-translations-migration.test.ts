/** Tests that a database from before translations (migration 0011) keeps its completions, played in English, and its hunts offered in English. */
import { describe, expect, it } from "vitest";
import { olderDatabase } from "../testing/older-database";
import { findHunt } from "../services/hunts";
import { huntCompletions, huntTranslations } from "./tables";
import { seedSample } from "./seed";
import { tempFolder } from "../testing/test-db";
import { join } from "node:path";
import Database from "better-sqlite3";
import { dialect } from "./dialect";
import { closeDb, openDatabase } from "./index";

describe.skipIf(dialect === "postgres")("the hunt translations migration", () => {
  it("counts earlier completions as played in English and offers earlier hunts in English only", async () => {
    const { file, sqlite: before } = olderDatabase("0011");
    before.exec(`
      INSERT INTO hunts (id, title, difficulty, published) VALUES (3, 'Yosemite', 'easy', 1);
      INSERT INTO hunt_completions (hunt_key, score) VALUES ('3', 40);
    `);
    before.close();

    const db = await openDatabase({ sqliteFile: file });
    expect((await db.select().from(huntCompletions)).map((c) => c.lang)).toEqual(["en"]);
    const hunt = await findHunt(db, 3, false);
    expect([hunt?.languages, hunt?.translations]).toEqual([["en"], {}]);
    await closeDb(db);
  });

  it("gives the free sample hunts of a database seeded before Spanish their Spanish versions, once, leaving an edited one alone", async () => {
    const file = join(tempFolder("sample-spanish-"), "park-hunts.db");
    const seeded = await openDatabase({ sqliteFile: file });
    await seedSample(seeded);
    await closeDb(seeded);
    // As a release before Spanish left it: no versions, the migration not run, and one free hunt renamed by its admin.
    const raw = new Database(file);
    raw.exec(`
      DELETE FROM hunt_translations;
      DELETE FROM code_migrations WHERE name = '0011_sample-hunts-in-spanish';
      UPDATE hunts SET title = 'Our Grand Canyon Walk' WHERE title = 'Grand Canyon South Rim Sneak Peek';
    `);
    raw.close();

    const db = await openDatabase({ sqliteFile: file });
    const versions = await db.select({ huntId: huntTranslations.huntId, lang: huntTranslations.lang, complete: huntTranslations.complete }).from(huntTranslations);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ lang: "es", complete: true });
    expect((await findHunt(db, versions[0]!.huntId, false))?.title).toBe("Old Faithful Geyser Explorer");
    await closeDb(db);
  });
});
