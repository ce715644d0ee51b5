/**
 * Tests that a database from before the server scored completions (migration 0008) keeps each stored
 * completion's score as what its phone showed, and gives each item its own radius as the widest it has had.
 */
import { dialect } from "../db/dialect";
import { describe, expect, it } from "vitest";
import { olderDatabase } from "../testing/older-database";
import { closeDb, openDatabase } from "../db";
import { huntCompletions, huntItems } from "../db/schema/sqlite";

describe.skipIf(dialect === "postgres")("the device scores migration", () => {
  it("keeps what each phone showed beside the score, and each item's radius as its widest", async () => {
    const { file, sqlite: before } = olderDatabase("0008");
    before.exec(`
      INSERT INTO hunts (id, title, difficulty, published) VALUES (3, 'Zion', 'easy', 1);
      INSERT INTO hunt_items (hunt_id, position, name, radius_m) VALUES (3, 0, 'Weeping Rock', 120), (3, 1, 'Emerald Pools', 40);
      INSERT INTO hunt_completions (hunt_key, score, badge_earned) VALUES ('3', 30, 1), ('roper', 160, 0);
    `);
    before.close();

    const db = await openDatabase({ sqliteFile: file });
    expect(await db.select({ radius: huntItems.radiusM, widest: huntItems.widestRadiusM }).from(huntItems).orderBy(huntItems.position)).toEqual([
      { radius: 120, widest: 120 },
      { radius: 40, widest: 40 },
    ]);
    expect(await db.select({ score: huntCompletions.score, shown: huntCompletions.deviceScore, badge: huntCompletions.deviceBadgeEarned }).from(huntCompletions).orderBy(huntCompletions.id)).toEqual([
      { score: 30, shown: 30, badge: true },
      { score: 160, shown: 160, badge: false },
    ]);
    await closeDb(db);
  });
});
