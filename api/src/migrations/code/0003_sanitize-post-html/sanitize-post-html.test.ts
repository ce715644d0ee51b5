/** Tests that blog bodies stored before the server sanitized them are cleaned when an old database is opened, once. */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDb, engineOf, openDatabase, type Db } from "../../../db";
import { dialect } from "../../../db/dialect";
import { sqliteConnections } from "../../../db/sqlite-engine";
import { codeMigrations, contentVersion as contentVersionTable } from "../../../db/tables";
import { SEED_POSTS } from "../../../services/seed/sample-content";
import { olderDatabase } from "../../../testing/older-database";
import { openTestDb } from "../../../testing/test-db";
import { expectInert, ORDINARY_HTML, XSS_VECTORS } from "../../../testing/xss-vectors";
import { MIGRATIONS } from "../../list";
import { sanitizeHtml } from "./sanitize-html";

const DIRTY = XSS_VECTORS.map(([, html]) => html);
const ORDINARY = [...SEED_POSTS.map((post) => post.content), ORDINARY_HTML, "## Plain\n- text <long.", "3 < 4 and 5 > 2", ""];
const AT_START = MIGRATIONS[dialect].flatMap((step) => (step.kind === "data" ? [step.name] : []));

type Row = Record<string, unknown> & { id: number; content: string; read_time: string };
const rowsOf = (sqlite: Database.Database) => sqlite.prepare("SELECT * FROM posts ORDER BY id").all() as Row[];
const contentVersion = async (db: Db) => (await db.select({ version: contentVersionTable.version }).from(contentVersionTable).limit(1))[0]?.version;
const applied = async (db: Db) => (await db.select({ name: codeMigrations.name }).from(codeMigrations)).map((row) => row.name).toSorted();

/** Words between spaces, tags not counted, 200 a minute: the read time of that release. */
const readTime = (content: string) => `${Math.max(1, Math.ceil(content.replace(/<[^>]*>/g, " ").split(/\s+/).filter(Boolean).length / 200))} min read`;

/** An old database holding every dirty vector and every ordinary body, written directly (no API). */
function oldDatabaseWithPosts(): string {
  const { file, sqlite: before } = olderDatabase("0003");
  const insert = before.prepare(
    "INSERT INTO posts (title, excerpt, content, author, tags, image, published, date, read_time) VALUES ('Post', '', ?, 'A', '[]', '', 1, '2026-01-01', ?)",
  );
  for (const content of [...DIRTY, ...ORDINARY]) insert.run(content, readTime(content));
  before.close();
  return file;
}

describe.skipIf(dialect === "postgres")("data migration 0003: sanitizing stored blog HTML", () => {
  it("cleans every dirty body on the first start and leaves every other row byte for byte", async () => {
    const file = oldDatabaseWithPosts();
    const old = new Database(file, { readonly: true });
    const before = new Map(rowsOf(old).map((row) => [row.id, row]));
    const oldVersion = old.prepare("SELECT version FROM content_version").pluck().get() as number;
    old.close();

    const db = await openDatabase({ sqliteFile: file });
    const after = rowsOf(sqliteConnections(engineOf(db)).writer);
    expect(after).toHaveLength(DIRTY.length + ORDINARY.length);
    for (const row of after) {
      const old = before.get(row.id)!;
      expectInert(row.content, `post ${row.id}`);
      if (row.id > DIRTY.length) expect(row, `ordinary post ${row.id}`).toEqual(old);
      else {
        expect(row.content).toBe(sanitizeHtml(old.content));
        expect(row.read_time).toBe(readTime(row.content));
      }
    }
    expect(after.filter((row) => row.content !== before.get(row.id)!.content).length).toBeGreaterThan(DIRTY.length / 2);
    expect(await applied(db)).toEqual(AT_START.toSorted());
    // The rewrites bump the content version, so no response cache keeps serving the dirty bodies.
    expect(await contentVersion(db)).toBeGreaterThan(oldVersion);
    await closeDb(db);
  });

  it("does nothing on later starts: no post is written and the content version stays", async () => {
    const file = oldDatabaseWithPosts();
    const first = await openDatabase({ sqliteFile: file });
    const rows = rowsOf(sqliteConnections(engineOf(first)).writer);
    const version = await contentVersion(first);
    await closeDb(first);

    const second = await openDatabase({ sqliteFile: file });
    expect(rowsOf(sqliteConnections(engineOf(second)).writer)).toEqual(rows);
    expect(await contentVersion(second)).toBe(version);
    expect(await applied(second)).toEqual(AT_START.toSorted());
    await closeDb(second);
  });
});

describe("the data migrations on a fresh database", () => {
  it("are recorded as run", async () => {
    const db = await openTestDb();
    expect(await applied(db)).toEqual(AT_START.toSorted());
    await closeDb(db);
  });
});
