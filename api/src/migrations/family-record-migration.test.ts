/** Tests that a database from before the family's record (migration 0005) keeps its hunts and completions, with empty defaults. */
import { dialect } from "../db/dialect";
import { describe, expect, it } from "vitest";
import { olderDatabase } from "../testing/older-database";
import { count } from "drizzle-orm";
import { closeDb, openDatabase } from "../db";
import { familyPhotos, huntItems } from "../db/schema/sqlite";
import { huntHistory } from "../services/hunt-play/hunt-history";

describe.skipIf(dialect === "postgres")("the family's record migration", () => {
  it("gives existing items no photo prompt and existing completions no explorers", async () => {
    const { file, sqlite: before } = olderDatabase("0005");
    before.exec(`
      INSERT INTO users (id, name, email, password_hash) VALUES (7, 'Ada', 'ada@example.com', 'x');
      INSERT INTO hunts (id, title, difficulty, published) VALUES (3, 'Zion', 'easy', 1);
      INSERT INTO hunt_items (hunt_id, position, name) VALUES (3, 0, 'Weeping Rock');
      INSERT INTO hunt_completions (hunt_key, user_id, score, badge_earned, created_at) VALUES ('3', 7, 10, 0, '2026-05-01T10:00:00.000Z');
    `);
    before.close();

    const db = await openDatabase({ sqliteFile: file });
    expect(await db.select({ prompt: huntItems.photoPrompt }).from(huntItems)).toEqual([{ prompt: "" }]);
    expect(await huntHistory(db, 7, { limit: 20 })).toEqual({
      items: [{ id: 1, hunt_id: 3, title: "Zion", completed_at: "2026-05-01T10:00:00.000Z", score: 10, badge_earned: false, explorers: [] }],
      total: 1,
      next: null,
    });
    expect(await db.select({ n: count() }).from(familyPhotos)).toEqual([{ n: 0 }]);
    await closeDb(db);
  });
});
