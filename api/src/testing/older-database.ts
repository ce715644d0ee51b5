/**
 * A database as an older release left it: every SQL migration before the one tagged `before`, applied by
 * drizzle's own migrator as those releases applied them, and none of the data migrations, in a new
 * database of its own (a SQLite file removed when the test process exits, or a PostgreSQL database on
 * the test server). Migration tests write rows into it directly, then open it with `openDatabase` to run
 * the rest, as a server start after an upgrade would.
 */
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseAt } from "../db";
import { dialect, type Dialect } from "../db/dialect";
import type { SqlRunner } from "../db/engine";
import { SQL_FOLDERS } from "../migrations/sql-files";
import { newPgDatabase, pgTestDatabase, tempFolder } from "./test-db";

/** The journal and files of `dialect` before `before`, copied into `dir` for drizzle's migrator. */
function olderMigrations(dir: string, dialect: Dialect, before: string): string {
  const from = SQL_FOLDERS[dialect];
  const older = join(dir, "migrations");
  mkdirSync(join(older, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(join(from, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < before);
  writeFileSync(join(older, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) copyFileSync(join(from, `${tag}.sql`), join(older, `${tag}.sql`));
  return older;
}

/** An older SQLite file, open for writing rows into it. */
export function olderDatabase(before: string): { file: string; sqlite: Database.Database } {
  const dir = tempFolder("older-database-");
  const file = join(dir, "park-hunts.db");
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: olderMigrations(dir, "sqlite", before) });
  return { file, sqlite };
}

export interface OlderDatabase {
  /** Where `openDatabase` finds it. */
  at: DatabaseAt;
  /** Where the server would keep its files (DATA_DIR). */
  dataDir: string;
  /** Statements on a connection of its own, before the database is opened. */
  sql: SqlRunner;
  close(): Promise<void>;
}

/** An older database on this process's engine: the SQL files of its dialect before `before`. */
export async function olderTestDatabase(before: string): Promise<OlderDatabase> {
  const dataDir = tempFolder("older-database-");
  const folder = olderMigrations(dataDir, dialect, before);
  if (dialect === "sqlite") {
    const file = join(dataDir, "park-hunts.db");
    const sqlite = new Database(file);
    const db = drizzle(sqlite);
    migrate(db, { migrationsFolder: folder });
    const sql: SqlRunner = {
      dialect,
      rows: async (query) => db.all(query),
      run: async (query) => {
        db.run(query);
      },
    };
    return { at: { sqliteFile: file }, dataDir, sql, close: async () => void sqlite.close() };
  }
  const url = await newPgDatabase({ empty: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db = drizzlePg(client);
  await migratePg(db, { migrationsFolder: folder });
  const sql: SqlRunner = {
    dialect,
    rows: async (query) => (await db.execute(query)).rows as never[],
    run: async (query) => {
      await db.execute(query);
    },
  };
  return { at: pgTestDatabase(url), dataDir, sql, close: () => client.end() };
}
