/**
 * The PostgreSQL engine (DATABASE_URL=postgres://…), for several server processes on several machines
 * sharing one database. Queries outside a transaction take any pooled connection; every write
 * transaction runs SERIALIZABLE, so the checks the services make before writing (a balance, a coupon's
 * last use, a rate limit's count, an idempotency key) hold as they do under SQLite's single writer.
 * PostgreSQL answers a conflicting transaction with a serialization failure instead of waiting: it is
 * rolled back and run again from the start, a few times, after a short random pause.
 * Drizzle's SQL migrations (api/drizzle-pg) run when the engine is opened. The content version is
 * followed by LISTEN/NOTIFY on a connection of its own (./pg-content-version.ts).
 */
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Db, Engine } from "./engine";
import { followContentVersion, type FollowedVersion } from "./pg-content-version";
import * as schema from "./schema/pg";

const MIGRATIONS_DIR = fileURLToPath(new URL("../../drizzle-pg", import.meta.url));
/** serialization_failure and deadlock_detected: the transaction may succeed if run again. */
const RETRYABLE = new Set(["40001", "40P01"]);
const MAX_ATTEMPTS = 12;

export interface PgOptions {
  /** Connections this process may hold (default 10). */
  poolSize?: number;
  /** How long an unused connection stays open (default 10 s), the content version's listener too. */
  idleMs?: number;
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

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === "string" && RETRYABLE.has(code);
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** Math.min(attempt, 6)));

function engineOn(pool: pg.Pool, url: string, idleMs: number): Engine {
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
  return {
    reader: asDb(db),
    async begin<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await db.transaction((tx) => fn(handOut(tx)), { isolationLevel: "serializable" });
          followed?.committed();
          return result;
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
          await pause(attempt);
        }
      }
    },
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
      const names = (
        await db.execute(sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`)
      ).rows as { name: string }[];
      const tables = [];
      for (const { name } of names) {
        const { n } = await one<{ n: string }>(sql`select count(*) as n from ${sql.identifier(name)}`);
        tables.push({ name, rows: Number(n) });
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
    async close() {
      await followed?.close();
      await pool.end();
    },
  };
}

/** Opens the PostgreSQL database at `url`, applying the SQL migrations it has not had yet. */
export async function pgEngine(url: string, options: PgOptions = {}): Promise<Engine> {
  const idleMs = options.idleMs ?? 10_000;
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, idleTimeoutMillis: idleMs, allowExitOnIdle: true });
  // An idle connection the server drops (a restart, a failover) must not take the process down.
  pool.on("error", (error) => console.error("A PostgreSQL connection failed:", error.message));
  try {
    // Several processes starting at once: the first migrates, the others wait on the lock and find it done.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(7273)");
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("select pg_advisory_unlock(7273)").catch(() => undefined);
      client.release();
    }
    return engineOn(pool, url, idleMs);
  } catch (error) {
    await pool.end();
    throw error;
  }
}
