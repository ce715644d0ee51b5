/**
 * The PostgreSQL engine when a connection dies or a write keeps losing races: what it runs again, on a
 * new connection, and what it answers as the database's moment (a 503) instead of a bug.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { newPgDatabase } from "../testing/test-db";
import { DatabaseBusy, databaseFault } from "./database-faults";
import { dialect } from "./dialect";
import { closeDb, openDatabase, writeTx, type Db } from "./index";
import { settings } from "./tables";

const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => closeDb(db)));
});

async function open(url: string, conflictRetryMaxMs?: number): Promise<Db> {
  const db = await openDatabase({ postgresUrl: url, pool: { poolSize: 3, idleMs: 5000, conflictRetryMaxMs } });
  opened.push(db);
  return db;
}

/** Ends every connection to the database at `url` but the one asking, as an operator or a failover would. */
async function terminateAll(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    return rows.filter((row) => row.ended).length;
  } finally {
    await client.end();
  }
}

/** A statement only PostgreSQL's builder runs: on this engine the handle is drizzle's PostgreSQL one (pg-engine.ts). */
const execute = (db: Db, query: ReturnType<typeof sql>) => (db as unknown as { execute: (q: typeof query) => Promise<unknown> }).execute(query);

const pgConflict = () => Object.assign(new Error("could not serialize access due to read/write dependencies among transactions"), { code: "40001" });

describe.skipIf(dialect !== "postgres")("the PostgreSQL engine under faults", () => {
  it("runs a write that keeps losing serialization races again for a bounded time, then answers it busy", async () => {
    const db = await open(await newPgDatabase(), 300);
    let attempts = 0;
    const started = Date.now();
    const failed = await writeTx(db, async () => {
      attempts++;
      await db.select().from(settings).limit(1);
      throw pgConflict();
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DatabaseBusy);
    expect(databaseFault(failed)).toBe("busy");
    expect(attempts).toBeGreaterThan(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("runs a transaction again on a new connection when its own is ended before its commit", async () => {
    const db = await open(await newPgDatabase());
    let attempts = 0;
    await writeTx(db, async () => {
      attempts++;
      if (attempts === 1) await execute(db, sql`select pg_terminate_backend(pg_backend_pid())`);
      await db.insert(settings).values({ key: "written_once", value: "yes" });
    });
    expect(attempts).toBe(2);
    const rows = await db.select().from(settings);
    expect(rows.filter((row) => row.key === "written_once")).toHaveLength(1);
  });

  it("answers reads at once after every pooled connection was ended, asking again on a new one", async () => {
    const url = await newPgDatabase();
    const db = await open(url);
    // Three connections in the pool, all idle.
    await Promise.all([1, 2, 3].map(() => execute(db, sql`select pg_sleep(0.05)`)));
    expect(await terminateAll(url)).toBeGreaterThanOrEqual(3);
    const reads = await Promise.all([1, 2, 3, 4, 5].map(() => db.select().from(settings)));
    expect(reads).toHaveLength(5);
  });
});
