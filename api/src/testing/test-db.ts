/**
 * A fresh, migrated database for one test. On SQLite: a file in its own temporary folder (the engine
 * needs a file: its reader and writer are two connections). On PostgreSQL (`npm run test:pg` sets
 * DATABASE_URL to a migrated template database): a new database cloned from the template. Folders are
 * removed when the test process exits; the PostgreSQL server is thrown away by test:pg.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseAt, type Db } from "../db";
import { dialect } from "../db/dialect";

const folders: string[] = [];
process.once("exit", () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A new empty folder that is removed when the test process exits. */
export function tempFolder(prefix = "park-hunts-"): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

let admin: Promise<pg.Client> | undefined;
let cloned = 0;

/** The URL of a new PostgreSQL database cloned from the template DATABASE_URL names (`empty`: from PostgreSQL's own, with no table). */
export async function newPgDatabase({ empty = false } = {}): Promise<string> {
  const template = new URL(process.env.DATABASE_URL ?? "");
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: Object.assign(new URL(template), { pathname: "/postgres" }).toString() });
    await client.connect();
    return client;
  })();
  const name = `test_${process.pid}_${++cloned}`;
  await (await admin).query(`create database ${name} template ${empty ? "template0" : `"${template.pathname.slice(1)}"`}`);
  return Object.assign(new URL(template), { pathname: `/${name}` }).toString();
}

/** A test's small pool: many test databases are open at once on one PostgreSQL server. */
export const pgTestDatabase = (postgresUrl: string): DatabaseAt => ({ postgresUrl, pool: { poolSize: 4, idleMs: 300 } });

export async function openTestDb(): Promise<Db> {
  if (dialect === "postgres") return openDatabase(pgTestDatabase(await newPgDatabase()));
  return openDatabase({ sqliteFile: join(tempFolder("db-"), "test.db") });
}

/**
 * One database that several handles open, as several server processes would: each `open()` is its own
 * engine with its own connections (a SQLite file, or a PostgreSQL database).
 */
export async function sharedTestDatabase(): Promise<{ open: () => Promise<Db> }> {
  if (dialect === "postgres") {
    const at = pgTestDatabase(await newPgDatabase());
    return { open: () => openDatabase(at) };
  }
  const file = join(tempFolder("shared-"), "shared.db");
  return { open: () => openDatabase({ sqliteFile: file }) };
}
