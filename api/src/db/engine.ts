/**
 * What each database engine provides (./sqlite-engine.ts, ./pg-engine.ts), and the `Db` query builder the
 * services hold. An engine answers three questions: where a query outside a transaction runs, how a write
 * transaction runs, and how a nested one does; ./index.ts builds the one `Db` handle over it. The
 * migrations (../migrations/) reach the database through the engine too, as SQL written out
 * (`MigrationTarget`), and import nothing else of the app but these types.
 */
import type { SQL } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type { Dialect } from "./dialect";
import type * as schema from "./schema/sqlite";

/**
 * Drizzle's query builder, awaited, with no engine-specific call (no `.all()`, `.get()`, `.run()`, no
 * raw client): what every engine offers, typed by the SQLite schema, which the PostgreSQL one mirrors.
 */
export type Db = Omit<BetterSQLite3Database<typeof schema>, "all" | "get" | "run" | "values" | "transaction" | "batch" | "$client">;

export interface TxOptions {
  /** Money or points move: the commit must survive a power cut, not only a crash. */
  durable?: boolean;
}

export interface Engine {
  /** Where queries outside a transaction run. */
  readonly reader: Db;
  /** Runs `fn` in a new write transaction whose queries go to `tx`; serializable on every engine. */
  begin<T>(fn: (tx: Db) => Promise<T>, options: TxOptions): Promise<T>;
  /** Runs `fn` inside `tx` so that a failure undoes only what `fn` wrote (a savepoint). */
  nest<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T>;
  /** The content version that response caches compare (see services/infrastructure/response-cache.ts). */
  contentVersion(): VersionSource;
  /** What the admin's database status shows. */
  status(): Promise<EngineStatus>;
  /** Resolves once the database has answered a trivial query; rejects when it cannot be reached. */
  ping(): Promise<void>;
  /**
   * Runs `fn` as the one process migrating the database: on PostgreSQL on one connection holding an
   * advisory lock that every process takes first, so processes starting at once migrate one after
   * another; on SQLite on the writer, each transaction under `BEGIN IMMEDIATE`.
   */
  migrating<T>(fn: (target: MigrationTarget) => Promise<T>): Promise<T>;
  /** The database as the migrations that run while the server serves see it: no lock held, transactions as `begin`'s. */
  migrationTarget(): MigrationTarget;
  close(): Promise<void>;
}

/**
 * SQL run as written: how the migrations (../migrations/) reach the database. They name no table of
 * today's schema, which changes after them, so they write their statements themselves.
 */
export interface SqlRunner {
  readonly dialect: Dialect;
  /** The rows `query` answers, as the driver reads them (SQLite gives 0 and 1 where PostgreSQL gives booleans). */
  rows<Row extends Record<string, unknown>>(query: SQL): Promise<Row[]>;
  run(query: SQL): Promise<void>;
}

/** Where the migrations run: reads outside a transaction, and write transactions (serializable, retried on conflicts). */
export interface MigrationTarget {
  readonly dialect: Dialect;
  readonly reader: SqlRunner;
  write<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/**
 * How long a change committed by another process (another server process, another machine, any other
 * program) may go unseen by this process's cached reads, on every engine. A process's own commits are
 * seen by its very next read.
 */
export const CONTENT_VERSION_STALE_MAX_MS = 1000;

export interface VersionSource {
  /** The version for a read now: `known()`, else read from the database. */
  version(): number | Promise<number>;
  /**
   * The version as this process knows it without a round trip, or undefined when only the database can
   * tell (then ask `version()`): it includes every commit of this process, and every other commit made
   * more than CONTENT_VERSION_STALE_MAX_MS ago.
   */
  known(): number | undefined;
}

/**
 * Tables of at most this many rows are counted exactly for the database status; a bigger one shows the
 * engine's own estimate, so the status costs the same however large the tables grow (counting every row
 * of a table is a walk through all of it, on both engines).
 */
export const EXACT_COUNT_ROWS_MAX = 1_000;

export interface TableRows {
  name: string;
  rows: number;
  /** The engine's estimate (a table bigger than EXACT_COUNT_ROWS_MAX), not a count. */
  estimated: boolean;
}

/**
 * A table's rows from `counted`, its rows counted up to EXACT_COUNT_ROWS_MAX + 1, and the engine's
 * estimate: the count when it stopped short of the bound, else the estimate, which is never shown below
 * what was counted (an estimate made while the table was smaller).
 */
export function tableRows(name: string, counted: number, estimate: number | undefined): TableRows {
  if (counted <= EXACT_COUNT_ROWS_MAX) return { name, rows: counted, estimated: false };
  return { name, rows: Math.max(Math.round(estimate ?? 0), counted), estimated: true };
}

export interface EngineStatus {
  sizeBytes: number;
  tables: TableRows[];
  /** When the newest schema migration applied was made (ISO time), or null. */
  lastMigration: string | null;
  /** The engine and how it keeps its journal, e.g. "sqlite wal" or "postgresql 16.4". */
  journalMode: string;
}
