/** Tests that a database seeded while the sample pictures were SVG is moved onto their WebP renderings. */
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "./client";

const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "pictures-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database as it was before the pictures moved: every migration up to `0001`. */
function databaseBeforeTheMove(file: string): Database.Database {
  const older = join(dir, "older");
  mkdirSync(join(older, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0002");
  writeFileSync(join(older, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) copyFileSync(join(MIGRATIONS, `${tag}.sql`), join(older, `${tag}.sql`));
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: older });
  return sqlite;
}

describe("the sample pictures' move to WebP", () => {
  it("renames the sample SVG pictures of books, posts and hunts, and leaves uploaded ones alone", () => {
    const file = join(dir, "park-hunts.db");
    const before = databaseBeforeTheMove(file);
    const book = before.prepare("INSERT INTO books (title, price_cents, pages, category, image, features) VALUES (?, 1999, 40, 'Printed Book', ?, '[]')");
    book.run("Zion", "/images/books/zion.svg");
    book.run("Uploaded", "/uploads/cover.svg");
    before
      .prepare("INSERT INTO posts (title, excerpt, content, author, tags, image, date, read_time) VALUES ('Zion', '', '', 'A', '[]', ?, '2026-01-01', '1 min')")
      .run("/images/blog/zion-with-kids.svg");
    before.prepare("INSERT INTO hunts (title, difficulty, thumbnail_image) VALUES ('Zion', 'easy', ?)").run("/images/hunts/zion-canyon.svg");
    before.close();

    const db = openDb(file);
    const column = (sql: string) => db.$client.prepare(sql).pluck().all();
    expect(column("SELECT image FROM books ORDER BY id")).toEqual(["/images/books/zion.webp", "/uploads/cover.svg"]);
    expect(column("SELECT image FROM posts")).toEqual(["/images/blog/zion-with-kids.webp"]);
    expect(column("SELECT thumbnail_image FROM hunts")).toEqual(["/images/hunts/zion-canyon.webp"]);
    db.$client.close();
  });
});
