/** Tests that a database from before the family's record (migration 0005) keeps its hunts and completions, with empty defaults. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { olderDatabase } from "../testing/older-database";
import { openDb } from "./client";
import { huntHistory } from "../services/hunt-history";

const dir = mkdtempSync(join(tmpdir(), "family-record-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the family's record migration", () => {
  it("gives existing items no photo prompt and existing completions no explorers", () => {
    const file = join(dir, "park-hunts.db");
    const before = olderDatabase(file, "0005");
    before.prepare("INSERT INTO users (id, name, email, password_hash) VALUES (7, 'Ada', 'ada@example.com', 'x')").run();
    before.prepare("INSERT INTO hunts (id, title, difficulty, published) VALUES (3, 'Zion', 'easy', 1)").run();
    before.prepare("INSERT INTO hunt_items (hunt_id, position, name) VALUES (3, 0, 'Weeping Rock')").run();
    before.prepare("INSERT INTO hunt_completions (hunt_key, user_id, score, badge_earned, created_at) VALUES ('3', 7, 10, 0, '2026-05-01T10:00:00.000Z')").run();
    before.close();

    const db = openDb(file);
    expect(db.$client.prepare("SELECT photo_prompt FROM hunt_items").pluck().all()).toEqual([""]);
    expect(huntHistory(db, 7)).toEqual({
      items: [{ hunt_id: 3, title: "Zion", completed_at: "2026-05-01T10:00:00.000Z", score: 10, badge_earned: false, explorers: [] }],
      total: 1,
    });
    expect(db.$client.prepare("SELECT count(*) FROM family_photos").pluck().get()).toBe(0);
    db.$client.close();
  });
});
