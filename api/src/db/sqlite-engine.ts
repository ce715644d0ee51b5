/**
 * The SQLite engine (the default, a file in DATA_DIR): two connections to one file. The writer takes
 * every write transaction, one at a time in this process (a queue) and with `BEGIN IMMEDIATE` across
 * processes, so the write lock is held from the start and no two writers deadlock upgrading. The reader
 * is opened read-only and answers everything outside a transaction: under WAL it reads the last commit,
 * never a transaction still open on the writer, and a write sent to it by mistake fails loudly.
 * The migrations (../migrations/) run on the writer, one transaction at a time like any write.
 */
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { SQL } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { EXACT_COUNT_ROWS_MAX, tableRows, type Db, type Engine, type MigrationTarget, type SqlRunner, type TxOptions, type VersionSource } from "./engine";
import * as schema from "./schema/sqlite";

const BUSY_TIMEOUT_MS = 5000;
/**
 * How often the writer runs `PRAGMA optimize`, which refreshes the statistics the query planner and the
 * database status read (sqlite_stat1) for the tables that need it: SQLite's advice for a connection that
 * stays open is once when it opens and then every hour or day. Each run is a no-op unless a table was never
 * analyzed or has grown or shrunk tenfold since, and is bounded by SQLite's own analysis limit.
 */
export const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;
/** Checks every table, not only those this connection's queries read (the reader reads them), and analyzes as needed. */
const OPTIMIZE_ALL_TABLES = "optimize=0x10002";

/** Well within CONTENT_VERSION_STALE_MAX_MS, and rare enough to cost nothing: ten checks a second at most. */
export const FOREIGN_COMMITS_CHECKED_EVERY_MS = 100;

export interface SqliteConnections {
  writer: Database.Database;
  reader: Database.Database;
  /** Write transactions this process has committed: a cheap "did I write?" for the response cache. */
  commits: number;
}

const connections = new WeakMap<Engine, SqliteConnections>();

function connect(file: string, readonly: boolean): Database.Database {
  const sqlite = new Database(file, { readonly, fileMustExist: readonly });
  if (!readonly) sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  return sqlite;
}

/** SQL as written on one of the engine's connections. */
function sqlRunner(on: BetterSQLite3Database<typeof schema>): SqlRunner {
  return {
    dialect: "sqlite",
    rows: async <Row>(query: SQL) => on.all<Row>(query),
    run: async (query: SQL) => {
      on.run(query);
    },
  };
}

/** Opens (creating it and its folder as needed) the SQLite database in `file`. */
export function sqliteEngine(file: string): Engine {
  // A fresh checkout has no data folder yet: `npm start` makes it, as it makes the database.
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const writer = connect(file, false);
  const writerDrizzle = drizzle(writer, { schema });
  const writerDb: Db = writerDrizzle;
  const reader = connect(file, true);
  const readerDrizzle = drizzle(reader, { schema });
  const own: SqliteConnections = { writer, reader, commits: 0 };
  let queue: Promise<unknown> = Promise.resolve();
  let savepoints = 0;
  writer.pragma(OPTIMIZE_ALL_TABLES);
  // Statistics only: a run that finds the database busy is simply the next hour's to do.
  const optimizing = setInterval(() => engine.begin(async () => writer.pragma(OPTIMIZE_ALL_TABLES), {}).catch(() => undefined), OPTIMIZE_EVERY_MS);
  optimizing.unref();

  const engine: Engine = {
    reader: readerDrizzle,
    begin<T>(fn: (tx: Db) => Promise<T>, { durable }: TxOptions): Promise<T> {
      const run = async () => {
        if (durable) writer.pragma("synchronous = FULL");
        writer.exec("BEGIN IMMEDIATE");
        try {
          const result = await fn(writerDb);
          writer.exec("COMMIT");
          own.commits++;
          return result;
        } catch (error) {
          if (writer.inTransaction) writer.exec("ROLLBACK");
          throw error;
        } finally {
          if (durable) writer.pragma("synchronous = NORMAL");
        }
      };
      const turn = queue.then(run, run);
      queue = turn.catch(() => undefined);
      return turn;
    },
    async nest<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
      const name = `nested_${++savepoints}`;
      writer.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(tx);
        writer.exec(`RELEASE ${name}`);
        return result;
      } catch (error) {
        writer.exec(`ROLLBACK TO ${name}`);
        writer.exec(`RELEASE ${name}`);
        throw error;
      }
    },
    contentVersion() {
      return sqliteVersionSource(own);
    },
    async status() {
      const pageCount = Number(reader.pragma("page_count", { simple: true }));
      const pageSize = Number(reader.pragma("page_size", { simple: true }));
      // GLOB, not LIKE: in LIKE the "_" of "sqlite_" and "__drizzle" would match any character.
      const names = reader
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB 'sqlite_*' AND name NOT GLOB '__drizzle*' ORDER BY name")
        .pluck()
        .all() as string[];
      // The row count ANALYZE last wrote, the first figure of each index's line (of the table's own line when it has no index).
      const hasStats = reader.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'").get() !== undefined;
      const stats = hasStats ? (reader.prepare("SELECT tbl, max(CAST(stat AS INTEGER)) AS n FROM sqlite_stat1 GROUP BY tbl").all() as { tbl: string; n: number }[]) : [];
      const estimates = new Map(stats.map((row) => [row.tbl, Number(row.n)]));
      const tables = names.map((name) => {
        const quoted = `"${name.replaceAll('"', '""')}"`;
        const counted = Number(reader.prepare(`SELECT count(*) FROM (SELECT 1 FROM ${quoted} LIMIT ${EXACT_COUNT_ROWS_MAX + 1})`).pluck().get());
        if (counted <= EXACT_COUNT_ROWS_MAX) return tableRows(name, counted, undefined);
        // The span of row ids, two seeks of the table's b-tree, follows growth at once (the statistics lag it
        // until the next optimize); rows are added at the end and pruned from the start, so it is close.
        // Two subqueries: SQLite answers a lone max() or min() of the rowid with one seek, both in one select by a scan.
        const span = reader.prepare(`SELECT (SELECT max(rowid) FROM ${quoted}) - (SELECT min(rowid) FROM ${quoted}) + 1`).pluck().get();
        return tableRows(name, counted, typeof span === "number" ? span : estimates.get(name));
      });
      const migrated = reader.prepare("SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1").pluck().get();
      return {
        sizeBytes: pageCount * pageSize,
        tables,
        lastMigration: migrated === undefined ? null : new Date(Number(migrated)).toISOString(),
        journalMode: String(reader.pragma("journal_mode", { simple: true })),
      };
    },
    async ping() {
      reader.prepare("SELECT 1").get();
    },
    // One writer per file across processes (BEGIN IMMEDIATE) is lock enough: each step looks again inside its transaction.
    migrating(fn) {
      return fn(engine.migrationTarget());
    },
    migrationTarget(): MigrationTarget {
      const writes = sqlRunner(writerDrizzle);
      return { dialect: "sqlite", reader: sqlRunner(readerDrizzle), write: (fn) => engine.begin(() => fn(writes), {}) };
    },
    async close() {
      clearInterval(optimizing);
      await queue;
      reader.close();
      writer.close();
    },
  };
  connections.set(engine, own);
  return engine;
}

/** The raw connections of a SQLite engine, for what only SQLite has (PRAGMAs, the online backup API). */
export function sqliteConnections(engine: Engine): SqliteConnections {
  const found = connections.get(engine);
  if (!found) throw new Error("Not a SQLite database");
  return found;
}

/**
 * Knowing the content version reads no table while nothing is written: `PRAGMA data_version` on the
 * reader changes when any other connection (another server process, any other program) commits to the
 * file, and only then is the version read again. The pragma still takes SQLite's read lock on the shared
 * memory (two syscalls, a few microseconds: a tenth of a cached read's time in a profile when checked on
 * every one), so it is checked at most every FOREIGN_COMMITS_CHECKED_EVERY_MS, and at once after a commit
 * of this process (its commits are counted, without asking SQLite).
 */
function sqliteVersionSource(own: SqliteConnections): VersionSource {
  const readVersion = own.reader.prepare("SELECT version FROM content_version WHERE id = 1").pluck();
  const readDataVersion = own.reader.prepare("PRAGMA data_version").pluck();
  let seenDataVersion: unknown;
  let version = 0;
  let checkedAt = -Infinity;
  let commitsSeen = -1;
  const known = (): number => {
    const now = performance.now();
    if (own.commits === commitsSeen && now - checkedAt < FOREIGN_COMMITS_CHECKED_EVERY_MS) return version;
    commitsSeen = own.commits;
    checkedAt = now;
    const dataVersion = readDataVersion.get();
    if (dataVersion !== seenDataVersion) {
      // Read after the mark: a commit landing in between moves the mark again, so it is read next time.
      version = Number(readVersion.get() ?? 0);
      seenDataVersion = dataVersion;
    }
    return version;
  };
  return { version: known, known };
}
