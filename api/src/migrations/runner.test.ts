/**
 * The runner: each step once, a failed one undone and run again at the next start, the SQL files
 * recorded as drizzle's migrator records them (so databases it migrated read as they are), a list that
 * leaves a file out refused, a step that runs while serving recorded only once it saw everything, and on
 * PostgreSQL processes opening a new database at once, and a connection lost midway.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { closeDb, engineOf, openDatabase, type Db } from "../db";
import { dialect } from "../db/dialect";
import type { SqlRunner } from "../db/engine";
import { pgEngine } from "../db/pg-engine";
import { olderTestDatabase } from "../testing/older-database";
import { newPgDatabase, openTestDb, pgTestDatabase } from "../testing/test-db";
import { MIGRATIONS } from "./list";
import type { DataMigration, Migration, ServingMigration } from "./migration";
import { runMigrations, runServingMigrations } from "./runner";
import { sqlFiles } from "./sql-files";

const TODAY = MIGRATIONS[dialect];
const files = () => sqlFiles(dialect).map((file) => file.tag);
const rawOf = (db: Db): SqlRunner => engineOf(db).migrationTarget().reader;
const recorded = async (db: Db) => (await rawOf(db).rows<{ name: string }>(sql`SELECT name FROM code_migrations`)).map((row) => row.name);
const journalTable = dialect === "postgres" ? sql`drizzle.__drizzle_migrations` : sql`__drizzle_migrations`;
const journalOf = async (raw: SqlRunner) =>
  (await raw.rows<{ hash: string; created_at: unknown }>(sql`SELECT hash, created_at FROM ${journalTable} ORDER BY created_at`)).map((row) => [row.hash, Number(row.created_at)]);
const setting = (key: string): DataMigration["run"] => (tx) => tx.run(sql`INSERT INTO settings (key, value) VALUES (${key}, '1')`);
const settingKeys = async (db: Db) => (await rawOf(db).rows<{ key: string }>(sql`SELECT key FROM settings WHERE key LIKE 'test-%' ORDER BY key`)).map((row) => row.key);

describe("the migrations' runner", () => {
  it("runs each data migration once, and runs a failed one again at the next start with its changes undone", async () => {
    const db = await openTestDb();
    let fail = true;
    const ok = vi.fn(setting("test-ok"));
    const flaky = vi.fn(async (tx: SqlRunner) => {
      await setting("test-flaky")(tx);
      if (fail) throw new Error("disk on fire");
    });
    const list: Migration[] = [...TODAY, { kind: "data", name: "test-ok", run: ok }, { kind: "data", name: "test-flaky", run: flaky }];
    const target = engineOf(db).migrationTarget();

    await expect(runMigrations(target, list)).rejects.toThrow("disk on fire");
    expect(await settingKeys(db)).toEqual(["test-ok"]);
    fail = false;
    await runMigrations(target, list);
    await runMigrations(target, list);
    expect([ok.mock.calls.length, flaky.mock.calls.length]).toEqual([1, 2]);
    expect(await settingKeys(db)).toEqual(["test-flaky", "test-ok"]);
    expect(await recorded(db)).toEqual(expect.arrayContaining(["test-ok", "test-flaky"]));
    await closeDb(db);
  });

  it("records each SQL file as drizzle's migrator did, and takes a database it brought up to date as it is", async () => {
    const fresh = await openTestDb();
    const files = sqlFiles(dialect);
    expect(await journalOf(rawOf(fresh))).toEqual(files.map((file) => [file.hash, file.when]));

    // Every SQL file applied by drizzle's own migrator, as the releases before this runner did.
    const old = await olderTestDatabase("9999");
    const before = await journalOf(old.sql);
    await old.close();
    const db = await openDatabase(old.at);
    expect(await journalOf(rawOf(db))).toEqual(before);
    expect(before).toEqual(await journalOf(rawOf(fresh)));
    expect((await recorded(db)).toSorted()).toEqual(TODAY.flatMap((step) => (step.kind === "data" ? [step.name] : [])).toSorted());
    await closeDb(db);
    await closeDb(fresh);
  });

  it("refuses a list that leaves out a SQL file, naming it", async () => {
    const db = await openTestDb();
    const last = files().at(-1)!;
    const list = TODAY.filter((step) => !(step.kind === "sql" && step.tag === last));
    await expect(runMigrations(engineOf(db).migrationTarget(), list)).rejects.toThrow(new RegExp(`the journal has .*${last}$`));
    await closeDb(db);
  });

  it("records a migration that runs while serving only once it has seen everything, and never runs it again", async () => {
    const db = await openTestDb();
    const results = [false, true];
    const step: ServingMigration = { kind: "serving", name: "test-serving", run: vi.fn(async () => results.shift()!) };
    const target = engineOf(db).migrationTarget();
    const files = { uploads: { list: async () => [], read: async () => null, write: async () => {} } };
    const stores = { ...files, photos: files.uploads };
    await runMigrations(target, [...TODAY, step]);
    expect(step.run).not.toHaveBeenCalled();
    await runServingMigrations(target, stores, [...TODAY, step]);
    expect(await recorded(db)).not.toContain("test-serving");
    await runServingMigrations(target, stores, [...TODAY, step]);
    await runServingMigrations(target, stores, [...TODAY, step]);
    expect(step.run).toHaveBeenCalledTimes(2);
    expect(await recorded(db)).toContain("test-serving");
    await closeDb(db);
  });
});

// On SQLite the first process prepares the database and the others open it after (server.ts); on
// PostgreSQL processes may start at once on machines of their own.
describe.skipIf(dialect !== "postgres")("migrating a PostgreSQL database", () => {
  it("runs each step once when several processes open a new database at once", async () => {
    const url = await newPgDatabase({ empty: true });
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase(pgTestDatabase(url))));
    expect(await journalOf(rawOf(opened[0]!))).toEqual(sqlFiles(dialect).map((file) => [file.hash, file.when]));
    await Promise.all(opened.map((db) => closeDb(db)));
  });

  it("takes up where a start whose connection died left off", async () => {
    const url = await newPgDatabase({ empty: true });
    let kill = true;
    const killer: DataMigration = {
      kind: "data",
      name: "test-killer",
      run: async (tx) => {
        await setting("test-before-kill")(tx);
        if (kill) await tx.run(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
      },
    };
    const middle = TODAY.findIndex((step) => step.kind === "sql" && step.tag === files()[3]);
    const list: Migration[] = [...TODAY.slice(0, middle), killer, ...TODAY.slice(middle)];
    const first = await pgEngine(url, { poolSize: 2 });
    await expect(first.migrating((target) => runMigrations(target, list))).rejects.toThrow();
    await first.close().catch(() => undefined);

    kill = false;
    const second = await pgEngine(url, { poolSize: 2 });
    const raw = second.migrationTarget().reader;
    // What committed before the connection died stays, and is not run again.
    expect(await journalOf(raw)).toEqual(sqlFiles(dialect).slice(0, 3).map((file) => [file.hash, file.when]));
    await second.migrating((target) => runMigrations(target, list));
    expect(await journalOf(raw)).toEqual(sqlFiles(dialect).map((file) => [file.hash, file.when]));
    expect(await raw.rows(sql`SELECT key FROM settings`)).toEqual([{ key: "test-before-kill" }]);
    await second.close();
  });
});
