/** Tests that a database from before translations (migration 0011) keeps its completions, played in English, and its hunts offered in English. */
import { describe, expect, it } from "vitest";
import { olderDatabase } from "../testing/older-database";
import { findHunt } from "../services/catalog/hunts";
import { huntCompletions } from "../db/tables";
import { dialect } from "../db/dialect";
import { closeDb, openDatabase } from "../db";

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
});
