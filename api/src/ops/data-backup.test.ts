/**
 * A backup taken while another process streams writes restores to a sound database holding every write
 * acknowledged before the backup started, with the files beside it; a restore refuses to overwrite.
 */
import { dialect } from "../db/dialect";
import { eq } from "drizzle-orm";
import { fork } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { closeDb, openDatabase, writeTx } from "../db";
import { pageViews } from "../db/schema/sqlite";
import { tempFolder } from "../testing/test-db";
import { backupDataDir, DB_FILE, integrityCheck, restoreDataDir } from "./data-backup";

const tempDir = () => tempFolder("backup-test-");
const PADDING_ROWS = 16_000;

/** A writer in its own process and connection: each insert commits, then its id is reported. */
const WRITER = `
const Database = require(process.env.SQLITE_MODULE);
const db = new Database(process.env.DB_PATH);
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 5000");
const insert = db.prepare("INSERT INTO page_views (page, visitor_id, created_at) VALUES (?, 'backup-test', ?)");
let stop = false;
process.on("message", (m) => { if (m === "stop") stop = true; });
(function next(n) {
  if (stop || n > 20000) { db.close(); process.send({ done: true }); return; }
  const { lastInsertRowid } = insert.run("/page/" + n, new Date().toISOString());
  process.send({ acked: Number(lastInsertRowid) });
  setImmediate(next, n + 1);
})(1);
`;

function startWriter(dbPath: string) {
  const script = join(tempDir(), "writer.cjs");
  writeFileSync(script, WRITER);
  const child = fork(script, [], { env: { ...process.env, DB_PATH: dbPath, SQLITE_MODULE: require.resolve("better-sqlite3") }, stdio: "ignore" });
  const state = { lastAcked: 0, done: new Promise<void>((resolve) => child.on("message", (m: { done?: boolean }) => m.done && resolve())) };
  child.on("message", (m: { acked?: number }) => {
    if (m.acked) state.lastAcked = m.acked;
  });
  return { child, state };
}

describe.skipIf(dialect === "postgres")("npm run backup / restore", () => {
  it("copies a database under a stream of writes from another process: sound, and every acknowledged write before it started", async () => {
    const dataDir = tempDir();
    const seeded = await openDatabase({ sqliteFile: join(dataDir, DB_FILE) });
    // About 16 MB of rows, so the copy takes long enough for the writer to go on beside it.
    await writeTx(seeded, async () => {
      for (let from = 0; from < PADDING_ROWS; from += 500) {
        const rows = Array.from({ length: 500 }, (_, i) => ({ page: `/padding/${from + i}/${"x".repeat(1000)}`, visitorId: "padding", createdAt: "2026-01-01" }));
        await seeded.insert(pageViews).values(rows);
      }
    });
    await closeDb(seeded);
    mkdirSync(join(dataDir, "uploads"));
    writeFileSync(join(dataDir, "uploads", "abc.webp"), "picture bytes");
    writeFileSync(join(dataDir, "uploads", ".half-written.tmp"), "partial");
    writeFileSync(join(dataDir, "jwt-secret"), "s".repeat(48));

    const { child, state } = startWriter(join(dataDir, DB_FILE));
    await expect.poll(() => state.lastAcked, { timeout: 20_000 }).toBeGreaterThan(500);
    const ackedBeforeBackup = state.lastAcked;
    const backupDir = join(tempDir(), "backup");
    const report = await backupDataDir(dataDir, backupDir);
    child.send("stop");
    await state.done;
    // The writer went on through the backup and after it.
    expect(state.lastAcked).toBeGreaterThan(ackedBeforeBackup);
    expect(report.files).toBe(2);

    const restored = join(tempDir(), "restored");
    restoreDataDir(backupDir, restored);
    expect(integrityCheck(join(restored, DB_FILE))).toBe("ok");
    expect(readFileSync(join(restored, "uploads", "abc.webp"), "utf8")).toBe("picture bytes");
    expect(readFileSync(join(restored, "jwt-secret"), "utf8")).toBe("s".repeat(48));
    // A restored DATA_DIR opens and migrates like any other ...
    const db = await openDatabase({ sqliteFile: join(restored, DB_FILE) });
    try {
      const rows = await db.select({ id: pageViews.id }).from(pageViews).where(eq(pageViews.visitorId, "backup-test")).orderBy(pageViews.id);
      const ids = rows.map((r) => r.id);
      // ... and holds every write acknowledged before the backup started, with no gap.
      const ackedCount = ackedBeforeBackup - PADDING_ROWS;
      expect(ids.length).toBeGreaterThanOrEqual(ackedCount);
      expect(ids.slice(0, ackedCount)).toEqual(Array.from({ length: ackedCount }, (_, i) => PADDING_ROWS + 1 + i));
    } finally {
      await closeDb(db);
    }
  }, 60_000);

  it("refuses to restore over a database, and to back up into a folder that is not empty", async () => {
    const dataDir = tempDir();
    await closeDb(await openDatabase({ sqliteFile: join(dataDir, DB_FILE) }));
    const backupDir = join(tempDir(), "backup");
    await backupDataDir(dataDir, backupDir);
    expect(() => restoreDataDir(backupDir, dataDir)).toThrow(/already holds a database/);
    await expect(backupDataDir(dataDir, backupDir)).rejects.toThrow(/not empty/);
    expect(() => restoreDataDir(tempDir(), tempDir())).toThrow(/is missing/);
  });
});
