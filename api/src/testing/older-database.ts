/**
 * A database as an older release left it: every SQL migration before the one tagged `before`, and none of
 * the code migrations. Migration tests write rows into it directly, then open it with `openDatabase` to run
 * the rest, as a server start after an upgrade would.
 */
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));

export function olderDatabase(file: string, before: string): Database.Database {
  const older = mkdtempSync(join(dirname(file), "migrations-"));
  mkdirSync(join(older, "meta"));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < before);
  writeFileSync(join(older, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) copyFileSync(join(MIGRATIONS, `${tag}.sql`), join(older, `${tag}.sql`));
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: older });
  return sqlite;
}
