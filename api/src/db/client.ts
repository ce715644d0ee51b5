/**
 * Opens the SQLite database (a file in DATA_DIR, or ":memory:" in tests) with the pragmas every process
 * relies on, and applies the drizzle migrations, then the code migrations (./code-migrations.ts). WAL lets
 * readers run beside the single writer; busy_timeout makes a second process wait for the write lock
 * instead of failing.
 */
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { fileURLToPath } from "node:url";
import { runCodeMigrations } from "./code-migrations";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const MIGRATIONS_DIR = fileURLToPath(new URL("../../drizzle", import.meta.url));
const BUSY_TIMEOUT_MS = 5000;

export function openDb(file: string): Db {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  runCodeMigrations(db);
  return db;
}

/** The name of the newest migration applied, for the admin's database status. */
export function lastMigration(db: Db): string | null {
  const row = db.$client
    .prepare("SELECT hash, created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1")
    .get() as { created_at: number } | undefined;
  return row ? new Date(Number(row.created_at)).toISOString() : null;
}
