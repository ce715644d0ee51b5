/**
 * A database as an older release left it: every SQL migration before the one tagged `before`, and none of
 * the code migrations, in a new file of its own (removed when the test process exits). Migration tests
 * write rows into it directly, then open it with `openDatabase` to run the rest, as a server start after
 * an upgrade would.
 */
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { tempFolder } from "./test-db";

const MIGRATIONS = fileURLToPath(new URL("../migrations/sql/sqlite", import.meta.url));

export function olderDatabase(before: string): { file: string; sqlite: Database.Database } {
  const dir = tempFolder("older-database-");
  const older = join(dir, "migrations");
  mkdirSync(join(older, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < before);
  writeFileSync(join(older, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) copyFileSync(join(MIGRATIONS, `${tag}.sql`), join(older, `${tag}.sql`));
  const file = join(dir, "park-hunts.db");
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: older });
  return { file, sqlite };
}
