/**
 * The PostgreSQL engine (DATABASE_URL=postgres://…), for several server processes on several machines
 * sharing one database. Queries outside a transaction take any pooled connection; every write
 * transaction runs SERIALIZABLE, so the checks the services make before writing (a balance, a coupon's
 * last use, a rate limit's count, an idempotency key) hold as they do under SQLite's single writer.
 * PostgreSQL answers a conflicting transaction with a serialization failure instead of waiting: it is
 * rolled back and run again from the start after a random pause that grows, for at most
 * CONFLICT_RETRY_MAX_MS, then answered as DatabaseBusy (a 503, never a 500).
 *
 * The database may go away under the process (a restart, a failover, a terminated backend, an outage):
 * every pooled connection has an error listener, so PostgreSQL's fatal message never reaches Node as an
 * unhandled 'error' event; a fault makes ./database-link.ts probe, and while PostgreSQL cannot be reached
 * queries fail at once with DatabaseUnavailable. A read, and a transaction whose statements had not all
 * run, are tried once more on a new connection when theirs dies; a transaction whose COMMIT may have been
 * sent is not (it may have committed), and its request is answered 503 for the client to send again.
 * The migrations (../migrations/) run on one connection holding an advisory lock, so several processes
 * starting at once migrate one after another. The content version is followed by LISTEN/NOTIFY on a
 * connection of its own (./pg-content-version.ts).
 */
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { DatabaseBusy, isConflict, isConnectionFault } from "./database-faults";
import { databaseLink, type DatabaseLink } from "./database-link";
import { EXACT_COUNT_ROWS_MAX, tableRows, type Db, type Engine, type MigrationTarget, type SqlRunner } from "./engine";
import { followContentVersion, type FollowedVersion } from "./pg-content-version";
import * as schema from "./schema/pg";

/** The advisory lock every process takes before migrating: the first migrates, the others find it done. */
const MIGRATION_LOCK = 7273;
/** How long a transaction that keeps losing serialization races is run again before it is answered 503. */
export const CONFLICT_RETRY_MAX_MS = 5000;
const CONFLICT_PAUSE_MAX_MS = 250;
/** A transaction whose connection died before its COMMIT is run again this many times on a new one. */
const LOST_CONNECTION_RETRIES = 2;
/**
 * How long a query waits for a connection (a new one, or a free one from the pool) before it fails: long
 * enough that a burst larger than the pool waits its turn, short enough that the request is still
 * answered (503) within 30 s. A database that is away is not waited for: the link fails queries at once.
 */
const CONNECT_TIMEOUT_MS = 20_000;

export interface PgOptions {
  /** Connections this process may hold (default 10). */
  poolSize?: number;
  /** How long an unused connection stays open (default 10 s), the content version's listener too. */
  idleMs?: number;
  /** How long a transaction that keeps losing serialization races is run again (default CONFLICT_RETRY_MAX_MS). */
  conflictRetryMaxMs?: number;
}

type PgDb = NodePgDatabase<typeof schema>;
type PgTx = Parameters<Parameters<PgDb["transaction"]>[0]>[0];

/**
 * PostgreSQL's query builder seen through the `Db` type, which is drizzle's SQLite builder over the SQLite
 * schema. Sound because the services call only the awaited builder methods both dialects share
 * (one-seam.test.ts), always with the tables of ./tables.ts, which in a process on this engine are
 * PostgreSQL's; the two schemas give the same JavaScript values (schema-agreement.test.ts). TypeScript
 * cannot relate the two dialects' builder classes, so this declaration states it, once.
 */
function asDb(db: PgDb | PgTx): Db;
function asDb(db: object): object {
  return db;
}

/** Full jitter: transactions that collided do not collide again in step. */
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(CONFLICT_PAUSE_MAX_MS, 5 * 2 ** Math.min(attempt, 8))));

interface Retries {
  link: DatabaseLink;
  conflictRetryMaxMs: number;
  /** Whether a transaction whose connection died before its COMMIT runs again on a new one (false on a single held connection). */
  newConnection: boolean;
}

/** Runs `fn` in a SERIALIZABLE transaction on `db`, again after a lost race (and a lost connection, where `newConnection`). */
async function serializable<T>(db: PgDb, fn: (tx: PgTx) => Promise<T>, { link, conflictRetryMaxMs, newConnection }: Retries): Promise<T> {
  const startedMs = Date.now();
  let lostConnections = 0;
  for (let attempt = 1; ; attempt++) {
    /** Every statement of `fn` has run: from here the COMMIT may have reached PostgreSQL. */
    let ran = false;
    try {
      return await db.transaction(
        async (tx) => {
          const value = await fn(tx);
          ran = true;
          return value;
        },
        { isolationLevel: "serializable" },
      );
    } catch (error) {
      link.saw(error);
      if (isConflict(error)) {
        if (Date.now() - startedMs >= conflictRetryMaxMs) throw new DatabaseBusy("A write lost every serialization race it was retried in", { cause: error });
        await pause(attempt);
        continue;
      }
      if (newConnection && isConnectionFault(error) && !ran && link.up && lostConnections++ < LOST_CONNECTION_RETRIES) {
        await pause(attempt);
        continue;
      }
      throw error;
    }
  }
}

/** SQL as written, on the pool, a held connection or a transaction. */
function sqlRunner(on: PgDb | PgTx): SqlRunner {
  return {
    dialect: "postgres",
    rows: async <Row>(query: SQL) => (await on.execute(query)).rows as Row[],
    run: async (query: SQL) => {
      await on.execute(query);
    },
  };
}

/** The migrations' view of `db`: its reads, and write transactions run by `transaction`. */
function migrationTargetOn(db: PgDb, transaction: <T>(fn: (tx: PgTx) => Promise<T>) => Promise<T>): MigrationTarget {
  return { dialect: "postgres", reader: sqlRunner(db), write: (fn) => transaction((tx) => fn(sqlRunner(tx))) };
}

/**
 * Watches the pool's connections: each one gets an error listener (a connection PostgreSQL ends while it
 * is checked out, between two queries of a transaction, would otherwise crash the process), every fault
 * reaches the link, and while the link is down nothing waits for a connection.
 */
function watchPool(pool: pg.Pool, url: string): DatabaseLink {
  const connect = pool.connect.bind(pool);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const link = databaseLink({
    // A new connection, never a pooled one: an idle pooled connection may be one that has just been ended.
    probe: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      client.on("error", () => undefined);
      try {
        await client.connect();
        await client.query("select 1");
      } finally {
        await client.end().catch(() => undefined);
      }
    },
  });
  pool.on("connect", (client) => client.on("error", (error) => link.saw(error)));
  pool.on("error", (error) => link.saw(error));
  pool.connect = ((callback?: never) => {
    if (callback) return connect(callback);
    return new Promise((resolve, reject) => {
      link.check();
      connect().then(resolve, (error: unknown) => {
        link.saw(error);
        reject(error);
      });
    });
  }) as typeof pool.connect;
  // Outside a transaction this engine only reads, so a read whose connection died is safely asked again.
  pool.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === "function") return query(...args);
    const once = () =>
      new Promise<unknown>((resolve) => {
        link.check();
        resolve(query(...args));
      });
    return once().catch((error: unknown) => {
      link.saw(error);
      if (!isConnectionFault(error) || !link.up) throw error;
      return once();
    });
  }) as typeof pool.query;
  return link;
}

function engineOn(pool: pg.Pool, link: DatabaseLink, url: string, idleMs: number, conflictRetryMaxMs: number): Engine {
  const db: PgDb = drizzle(pool, { schema });
  // Made on first use: only a process that caches reads holds the listening connection.
  let followed: FollowedVersion | undefined;
  // The transaction behind each `Db` this engine hands out, for the savepoints nested in it.
  const transactions = new WeakMap<Db, PgTx>();
  const handOut = (tx: PgTx): Db => {
    const handle = asDb(tx);
    transactions.set(handle, tx);
    return handle;
  };
  const retries: Retries = { link, conflictRetryMaxMs, newConnection: true };
  const transaction = async <T>(fn: (tx: PgTx) => Promise<T>): Promise<T> => {
    const result = await serializable(db, fn, retries);
    followed?.committed();
    return result;
  };
  return {
    reader: asDb(db),
    begin: (fn) => transaction((tx) => fn(handOut(tx))),
    nest<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
      const open = transactions.get(tx);
      if (!open) throw new Error("Not a transaction of this PostgreSQL engine");
      return open.transaction((inner) => fn(handOut(inner)));
    },
    contentVersion() {
      return (followed ??= followContentVersion({
        url,
        idleMs,
        read: async () => {
          const [row] = await db.select({ version: schema.contentVersion.version }).from(schema.contentVersion).limit(1);
          return Number(row?.version ?? 0);
        },
      }));
    },
    async status() {
      const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
      const { size } = await one<{ size: string }>(sql`select pg_database_size(current_database()) as size`);
      // Live rows as the statistics collector keeps them at each commit, else as the last VACUUM or ANALYZE
      // found them (reltuples, -1 before the first).
      const listed = (
        await db.execute(sql`select c.relname as name, greatest(c.reltuples, 0) as analyzed, coalesce(s.n_live_tup, 0) as live
          from pg_class c join pg_namespace n on n.oid = c.relnamespace left join pg_stat_user_tables s on s.relid = c.oid
          where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`)
      ).rows as { name: string; analyzed: number; live: string }[];
      const tables = [];
      for (const { name, analyzed, live } of listed) {
        const { n } = await one<{ n: string }>(sql`select count(*) as n from (select 1 from ${sql.identifier(name)} limit ${EXACT_COUNT_ROWS_MAX + 1}) bounded`);
        tables.push(tableRows(name, Number(n), Number(live) > 0 ? Number(live) : Number(analyzed)));
      }
      const migrated = await one<{ created_at: string } | undefined>(
        sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      );
      const { version } = await one<{ version: string }>(sql`select current_setting('server_version') as version`);
      return {
        sizeBytes: Number(size),
        tables,
        lastMigration: migrated ? new Date(Number(migrated.created_at)).toISOString() : null,
        journalMode: `postgresql ${version}`,
      };
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    // On one connection: if it dies, the lock goes with it and the start tries again from the first step not recorded.
    async migrating(fn) {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        const held: PgDb = drizzle(client, { schema });
        return await fn(migrationTargetOn(held, (work) => serializable(held, work, { ...retries, newConnection: false })));
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        // A connection that failed is not handed out again: it may be the one PostgreSQL ended.
        client.release(failure);
      }
    },
    migrationTarget() {
      return migrationTargetOn(db, transaction);
    },
    async close() {
      link.close();
      await followed?.close();
      await pool.end();
    },
  };
}

/** Opens the PostgreSQL database at `url`. */
export async function pgEngine(url: string, options: PgOptions = {}): Promise<Engine> {
  const idleMs = options.idleMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: idleMs,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    allowExitOnIdle: true,
  });
  const link = watchPool(pool, url);
  return engineOn(pool, link, url, idleMs, options.conflictRetryMaxMs ?? CONFLICT_RETRY_MAX_MS);
}
