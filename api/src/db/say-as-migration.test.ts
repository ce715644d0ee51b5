/** Tests that a database from before read-aloud (migration 0009) keeps its items, each read by its name. */
import { usesPostgres } from "./tables";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { olderDatabase } from "../testing/older-database";
import { findHunt } from "../services/hunts";
import { openDb } from "./client";
import { closeDb } from "./store";

const dir = mkdtempSync(join(tmpdir(), "say-as-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(usesPostgres)("the say-as migration", () => {
  it("gives existing items no \"Say it like\" text", async () => {
    const file = join(dir, "park-hunts.db");
    const before = olderDatabase(file, "0009");
    before.exec(`
      INSERT INTO hunts (id, title, difficulty, published) VALUES (3, 'Yosemite', 'easy', 1);
      INSERT INTO hunt_items (hunt_id, position, name) VALUES (3, 0, 'Ahwahnee');
    `);
    before.close();

    const db = await openDb(file);
    const hunt = await findHunt(db, 3, false);
    expect(hunt?.items.map((i) => [i.name, i.say_as])).toEqual([["Ahwahnee", ""]]);
    await closeDb(db);
  });
});
