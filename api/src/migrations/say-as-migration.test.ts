/** Tests that a database from before read-aloud (migration 0009) keeps its items, each read by its name. */
import { describe, expect, it } from "vitest";
import { olderDatabase } from "../testing/older-database";
import { findHunt } from "../services/catalog/hunts";
import { dialect } from "../db/dialect";
import { closeDb, openDatabase } from "../db";

describe.skipIf(dialect === "postgres")("the say-as migration", () => {
  it("gives existing items no \"Say it like\" text", async () => {
    const { file, sqlite: before } = olderDatabase("0009");
    before.exec(`
      INSERT INTO hunts (id, title, difficulty, published) VALUES (3, 'Yosemite', 'easy', 1);
      INSERT INTO hunt_items (hunt_id, position, name) VALUES (3, 0, 'Ahwahnee');
    `);
    before.close();

    const db = await openDatabase({ sqliteFile: file });
    const hunt = await findHunt(db, 3, false);
    expect(hunt?.items.map((i) => [i.name, i.say_as])).toEqual([["Ahwahnee", ""]]);
    await closeDb(db);
  });
});
