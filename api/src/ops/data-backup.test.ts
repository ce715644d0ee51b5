/**
 * A backup taken while another process streams writes restores to a sound database holding every write
 * acknowledged before the backup started, with the files beside it; a restore refuses to overwrite.
 */
import Database from "better-sqlite3";
import { fork } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDb } from "../db/client";
import { backupDataDir, DB_FILE, integrityCheck, restoreDataDir } from "./data-backup";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "backup-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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

describe("npm run backup / restore", () => {
  it("copies a database under a stream of writes from another process: sound, and every acknowledged write before it started", async () => {
    const dataDir = tempDir();
    const seeded = openDb(join(dataDir, DB_FILE));
    // About 16 MB of rows, so the copy takes long enough for the writer to go on beside it.
    const pad = seeded.$client.prepare("INSERT INTO page_views (page, visitor_id, created_at) VALUES (?, 'padding', '2026-01-01')");
    seeded.$client.transaction(() => {
      for (let i = 0; i < 16_000; i++) pad.run(`/padding/${i}/${"x".repeat(1000)}`);
    })();
    seeded.$client.close();
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
    const db = new Database(join(restored, DB_FILE), { readonly: true });
    const ids = (db.prepare("SELECT id FROM page_views WHERE visitor_id = 'backup-test' ORDER BY id").all() as { id: number }[]).map((r) => r.id);
    db.close();
    // Every write acknowledged before the backup started is there, with no gap.
    const ackedCount = ackedBeforeBackup - 16_000;
    expect(ids.length).toBeGreaterThanOrEqual(ackedCount);
    expect(ids.slice(0, ackedCount)).toEqual(Array.from({ length: ackedCount }, (_, i) => 16_001 + i));
    expect(readFileSync(join(restored, "uploads", "abc.webp"), "utf8")).toBe("picture bytes");
    expect(readFileSync(join(restored, "jwt-secret"), "utf8")).toBe("s".repeat(48));
    // A restored DATA_DIR opens and migrates like any other.
    expect(() => openDb(join(restored, DB_FILE)).$client.close()).not.toThrow();
  }, 60_000);

  it("refuses to restore over a database, and to back up into a folder that is not empty", async () => {
    const dataDir = tempDir();
    openDb(join(dataDir, DB_FILE)).$client.close();
    const backupDir = join(tempDir(), "backup");
    await backupDataDir(dataDir, backupDir);
    expect(() => restoreDataDir(backupDir, dataDir)).toThrow(/already holds a database/);
    await expect(backupDataDir(dataDir, backupDir)).rejects.toThrow(/not empty/);
    expect(() => restoreDataDir(tempDir(), tempDir())).toThrow(/is missing/);
  });
});
