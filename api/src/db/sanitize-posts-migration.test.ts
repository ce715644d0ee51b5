/**
 * Tests that blog bodies stored before the server sanitized them are cleaned when an old database is
 * opened, once, and that the code-migration runner records what it ran.
 */
import { CODE_MIGRATIONS } from "./code-migrations";
import { dialect } from "./dialect";
import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { readTime } from "#shared/rules/read-time";
import { sanitizeHtml } from "../services/sanitize-html";
import { inArray } from "drizzle-orm";
import { olderDatabase } from "../testing/older-database";
import { openTestDb } from "../testing/test-db";
import { expectInert, ORDINARY_HTML, XSS_VECTORS } from "../testing/xss-vectors";
import { closeDb, engineOf, openDatabase, type Db } from "./index";
import { sqliteConnections } from "./sqlite-engine";
import { runCodeMigrations } from "./code-migrations";
import { codeMigrations, contentVersion as contentVersionTable, settings } from "./tables";
import { SEED_POSTS } from "./sample-content";

const DIRTY = XSS_VECTORS.map(([, html]) => html);
const ORDINARY = [...SEED_POSTS.map((post) => post.content), ORDINARY_HTML, "## Plain\n- text <long.", "3 < 4 and 5 > 2", ""];

type Row = Record<string, unknown> & { id: number; content: string; read_time: string };
const rowsOf = (sqlite: Database.Database) => sqlite.prepare("SELECT * FROM posts ORDER BY id").all() as Row[];
const contentVersion = async (db: Db) => (await db.select({ version: contentVersionTable.version }).from(contentVersionTable).limit(1))[0]?.version;
const applied = async (db: Db) => (await db.select({ name: codeMigrations.name }).from(codeMigrations)).map((row) => row.name);

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

describe.skipIf(dialect === "postgres")("code migration 0003: sanitizing stored blog HTML", () => {
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
    expect(await applied(db)).toEqual(CODE_MIGRATIONS.map((m) => m.name));
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
    expect(await applied(second)).toEqual(CODE_MIGRATIONS.map((m) => m.name));
    await closeDb(second);
  });

  it("is recorded as run on a fresh database", async () => {
    const db = await openTestDb();
    expect(await applied(db)).toEqual(CODE_MIGRATIONS.map((m) => m.name));
  });
});

describe("runCodeMigrations", () => {
  it("runs each migration once, and runs a failed one again with its changes undone", async () => {
    const db = await openTestDb();
    const insertSetting = async (tx: Db, key: string) => {
      await tx.insert(settings).values({ key, value: 1 });
    };
    const ok = vi.fn((tx: Db) => insertSetting(tx, "ok"));
    let fail = true;
    const flaky = vi.fn(async (tx: Db) => {
      await insertSetting(tx, "flaky");
      if (fail) throw new Error("disk on fire");
    });
    const migrations = [
      { name: "test-ok", run: ok },
      { name: "test-flaky", run: flaky },
    ];

    await expect(runCodeMigrations(engineOf(db), migrations)).rejects.toThrow("disk on fire");
    const keys = await db.select({ key: settings.key }).from(settings).where(inArray(settings.key, ["ok", "flaky"]));
    expect(keys.map((row) => row.key)).toEqual(["ok"]);
    fail = false;
    await runCodeMigrations(engineOf(db), migrations);
    await runCodeMigrations(engineOf(db), migrations);
    expect(ok).toHaveBeenCalledTimes(1);
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(await applied(db)).toEqual(expect.arrayContaining(["test-ok", "test-flaky"]));
  });
});
