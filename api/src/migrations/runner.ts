/**
 * The one runner of the list of migrations (./list.ts). `runMigrations` runs, in the list's order, every SQL
 * file and data migration a database has not had, when it is opened (db/index.ts: before any `Db` handle
 * over it exists); `runServingMigrations` runs the ones that may take long, in the list's order, once the
 * server serves.
 *
 * Each data migration is one write transaction together with its record, and so is each run of SQL files
 * between two of them (as drizzle's migrator applies all it finds pending in one), so each step happens
 * exactly once: a start cut short (a lost connection, a crash) leaves the steps after the last
 * transaction committed to the next start, and processes starting at once find the records inside their
 * own transaction and skip what they name. A SQL file counts
 * as applied by drizzle's own rule (its journal time is no later than the newest one recorded), so
 * databases that drizzle's migrator brought up to date before are read as they are. A start with nothing
 * to do reads the two records' tables once each.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Dialect } from "../db/dialect";
import type { MigrationTarget, SqlRunner } from "../db/engine";
import { MIGRATIONS } from "./list";
import type { Migration, MigrationFiles } from "./migration";
import { sqlFiles, type SqlFile } from "./sql-files";

/** Where drizzle's migrator records SQL files, created as it creates it (the same text, so the schema reads the same). */
const JOURNAL: Record<Dialect, { table: SQL; exists: SQL; create: SQL[] }> = {
  sqlite: {
    table: sql`"__drizzle_migrations"`,
    exists: sql`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'`,
    create: [sql.raw('CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (\n\t\t\t\tid SERIAL PRIMARY KEY,\n\t\t\t\thash text NOT NULL,\n\t\t\t\tcreated_at numeric\n\t\t\t)')],
  },
  postgres: {
    table: sql`"drizzle"."__drizzle_migrations"`,
    exists: sql`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'drizzle' AND table_name = '__drizzle_migrations'`,
    create: [
      sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`,
      sql.raw('CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (\n\t\t\t\tid SERIAL PRIMARY KEY,\n\t\t\t\thash text NOT NULL,\n\t\t\t\tcreated_at bigint\n\t\t\t)'),
    ],
  },
};

/** The journal time of the newest SQL file recorded, or -Infinity for none. */
async function newestApplied(on: SqlRunner): Promise<number> {
  const [row] = await on.rows<{ created_at: unknown }>(sql`SELECT created_at FROM ${JOURNAL[on.dialect].table} ORDER BY created_at DESC LIMIT 1`);
  return row ? Number(row.created_at) : -Infinity;
}

async function recordedNames(on: SqlRunner): Promise<Set<string>> {
  return new Set((await on.rows<{ name: string }>(sql`SELECT name FROM code_migrations`)).map((row) => row.name));
}

/** The SQL files the list names, checked against the journal: a file missing from the list would never run. */
function listedSqlFiles(dialect: Dialect, list: readonly Migration[]): Map<string, SqlFile> {
  const files = sqlFiles(dialect);
  const listed = list.flatMap((step) => (step.kind === "sql" ? [step.tag] : []));
  const journal = files.map((file) => file.tag);
  if (listed.join() !== journal.join()) {
    throw new Error(`The migrations' list (api/src/migrations/list.ts) must name every SQL file of ${dialect} in its journal's order: it names ${listed.join(", ")}; the journal has ${journal.join(", ")}`);
  }
  return new Map(files.map((file) => [file.tag, file]));
}

/** Applies `files`, in order, in one transaction with their records, as drizzle's migrator applies what is pending. */
async function applySqlFiles(tx: SqlRunner, files: SqlFile[]): Promise<void> {
  const newest = await newestApplied(tx);
  for (const file of files) {
    // Another process may have applied some between the read before this transaction and this one.
    if (newest >= file.when) continue;
    for (const statement of file.statements) await tx.run(sql.raw(statement));
    await tx.run(sql`INSERT INTO ${JOURNAL[tx.dialect].table} ("hash", "created_at") VALUES (${file.hash}, ${file.when})`);
  }
}

/** Runs, in order, every SQL file and data migration of `list` that the database has not had; the serving ones wait. */
export async function runMigrations(target: MigrationTarget, list: readonly Migration[] = MIGRATIONS[target.dialect]): Promise<void> {
  const files = listedSqlFiles(target.dialect, list);
  const journal = JOURNAL[target.dialect];
  const [journalTables] = await target.reader.rows<{ n: unknown }>(journal.exists);
  if (Number(journalTables?.n) === 0) {
    await target.write(async (tx) => {
      for (const statement of journal.create) await tx.run(statement);
    });
  }
  const newest = await newestApplied(target.reader);
  // SQL files not applied yet, waiting to be applied together up to the next data migration.
  let pending: SqlFile[] = [];
  const applyPending = async () => {
    const batch = pending;
    pending = [];
    if (batch.length > 0) await target.write((tx) => applySqlFiles(tx, batch));
  };
  let recorded: Set<string> | undefined;
  for (const step of list) {
    if (step.kind === "sql") {
      const file = files.get(step.tag)!;
      if (newest < file.when) pending.push(file);
    } else if (step.kind === "data") {
      await applyPending();
      // Read when the first one is reached: the SQL files before it have made code_migrations.
      recorded ??= await recordedNames(target.reader);
      if (recorded.has(step.name)) continue;
      await target.write(async (tx) => {
        // Another process may have run it between the read above and this transaction.
        const [done] = await tx.rows(sql`SELECT name FROM code_migrations WHERE name = ${step.name}`);
        if (done) return;
        await step.run(tx);
        await tx.run(sql`INSERT INTO code_migrations (name) VALUES (${step.name})`);
      });
      recorded.add(step.name);
    }
  }
  await applyPending();
}

/**
 * Runs, in the list's order, each migration that runs while the server serves and is not recorded yet,
 * after `runMigrations` has run every other step. One recorded as done is never run again; one that saw
 * less than everything runs again at the next start.
 */
export async function runServingMigrations(target: MigrationTarget, files: MigrationFiles, list: readonly Migration[] = MIGRATIONS[target.dialect]): Promise<void> {
  const recorded = await recordedNames(target.reader);
  for (const step of list) {
    if (step.kind !== "serving" || recorded.has(step.name)) continue;
    if (await step.run(target, files)) await target.write((tx) => tx.run(sql`INSERT INTO code_migrations (name) VALUES (${step.name}) ON CONFLICT DO NOTHING`));
  }
}
