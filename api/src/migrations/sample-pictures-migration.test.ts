/** Tests that a database seeded while the sample pictures were SVG is moved onto their WebP renderings. */
import { dialect } from "../db/dialect";
import { describe, expect, it } from "vitest";
import { olderDatabase } from "../testing/older-database";
import { closeDb, engineOf, openDatabase } from "../db";
import { sqliteConnections } from "../db/sqlite-engine";

describe.skipIf(dialect === "postgres")("the sample pictures' move to WebP", () => {
  it("renames the sample SVG pictures of books, posts and hunts, and leaves uploaded ones alone", async () => {
    const { file, sqlite: before } = olderDatabase("0002");
    const book = before.prepare("INSERT INTO books (title, price_cents, pages, category, image, features) VALUES (?, 1999, 40, 'Printed Book', ?, '[]')");
    book.run("Zion", "/images/books/zion.svg");
    book.run("Uploaded", "/uploads/cover.svg");
    before
      .prepare("INSERT INTO posts (title, excerpt, content, author, tags, image, date, read_time) VALUES ('Zion', '', '', 'A', '[]', ?, '2026-01-01', '1 min')")
      .run("/images/blog/zion-with-kids.svg");
    before.prepare("INSERT INTO hunts (title, difficulty, thumbnail_image) VALUES ('Zion', 'easy', ?)").run("/images/hunts/zion-canyon.svg");
    before.close();

    const db = await openDatabase({ sqliteFile: file });
    const column = (sql: string) => sqliteConnections(engineOf(db)).writer.prepare(sql).pluck().all();
    expect(column("SELECT image FROM books ORDER BY id")).toEqual(["/images/books/zion.webp", "/uploads/cover.svg"]);
    expect(column("SELECT image FROM posts")).toEqual(["/images/blog/zion-with-kids.webp"]);
    expect(column("SELECT thumbnail_image FROM hunts")).toEqual(["/images/hunts/zion-canyon.webp"]);
    await closeDb(db);
  });
});
