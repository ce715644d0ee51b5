/**
 * The one seam between the services and the database engines. Services hold a `Db`: drizzle's query
 * builder, awaited, with no engine-specific call (./engine.ts), over SQLite (./sqlite-engine.ts) or
 * PostgreSQL (./pg-engine.ts) as ./dialect.ts decides; they write through `writeTx` and `moneyTx`.
 *
 * Inside `writeTx` the same `Db` handle resolves to the open transaction (AsyncLocalStorage), so a
 * helper called from a transaction joins it without being handed a second handle, and a query made
 * outside any transaction can never join someone else's by accident.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { join } from "node:path";
import type { MigrationFiles } from "../migrations/migration";
import { runMigrations, runServingMigrations } from "../migrations/runner";
import { DB_FILE } from "../ops/data-backup";
import { dialect } from "./dialect";
import type { Db, Engine, TxOptions } from "./engine";
import { pgEngine, type PgOptions } from "./pg-engine";
import { sqliteEngine } from "./sqlite-engine";

export type { Db } from "./engine";

/** Where a database is: a SQLite file, or a PostgreSQL database and the connections this process may hold. */
export type DatabaseAt = { sqliteFile: string } | { postgresUrl: string; pool?: PgOptions };

/** Where the environment keeps the database: DATABASE_URL on PostgreSQL, else the SQLite file in DATA_DIR. */
export function databaseAt(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseAt {
  if (dialect === "sqlite") return { sqliteFile: join(env.DATA_DIR, DB_FILE) };
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL names no PostgreSQL database");
  return { postgresUrl: env.DATABASE_URL };
}

/**
 * Opens the database at `at`, creating it as needed and bringing it up to date: every migration of the
 * list (../migrations/list.ts) it has not had, but those that run while the server serves
 * (`migrateWhileServing`). Its engine must be this process's: the tables the services query are chosen
 * for that engine alone (./tables.ts).
 */
export async function openDatabase(at: DatabaseAt): Promise<Db> {
  const onPostgres = "postgresUrl" in at;
  if (onPostgres !== (dialect === "postgres")) throw new Error(`This process runs on ${dialect}; it cannot open ${onPostgres ? "PostgreSQL" : "SQLite"}`);
  const engine = onPostgres ? await pgEngine(at.postgresUrl, at.pool) : sqliteEngine(at.sqliteFile);
  try {
    await engine.migrating((target) => runMigrations(target));
  } catch (error) {
    await engine.close();
    throw error;
  }
  return handleFor(engine);
}

interface Current {
  engine: Engine;
  tx: Db;
}

const current = new AsyncLocalStorage<Current>();
/**
 * Write transactions begun and not yet settled, in every engine. While any AsyncLocalStorage is enabled,
 * Node calls a hook for every async resource made anywhere (each socket write of every request, a few
 * percent of a cached read's time), so the storage is switched off when the last one settles: no query
 * outside a transaction may join one anyway, and `current.run` switches it on again.
 */
let transactionsOpen = 0;
const engines = new WeakMap<Db, Engine>();

/** A `Db` handle over `engine`: the open transaction of the calling code if there is one, else the reader. */
function handleFor(engine: Engine): Db {
  const target = (): Db => {
    const open = current.getStore();
    return open?.engine === engine ? open.tx : engine.reader;
  };
  // Each query reaches a method through here: bind each one once per connection or transaction.
  const bound = new WeakMap<object, Map<PropertyKey, unknown>>();
  // The proxy's own target stays empty: every property is read from the connection or transaction of the moment.
  const db = new Proxy<Db>(Object.create(null), {
    get(_, prop) {
      const on = target();
      const value: unknown = Reflect.get(on, prop);
      if (typeof value !== "function") return value;
      let methods = bound.get(on);
      if (!methods) bound.set(on, (methods = new Map()));
      let method = methods.get(prop);
      if (!method) methods.set(prop, (method = value.bind(on)));
      return method;
    },
  });
  engines.set(db, engine);
  return db;
}

/**
 * The migrations that may take long (going through every stored picture), run once the server serves,
 * by one process: they need the file stores, which the server makes.
 */
export function migrateWhileServing(db: Db, files: MigrationFiles): Promise<void> {
  return runServingMigrations(engineOf(db).migrationTarget(), files);
}

/** The engine behind a handle, for what only the engine knows (its status, its content version, its raw connections). */
export function engineOf(db: Db): Engine {
  const engine = engines.get(db);
  if (!engine) throw new Error("Not a database handle from openDatabase");
  return engine;
}

/**
 * Runs `fn` in a write transaction: all of it commits or none of it does, and concurrent transactions
 * (in this process or another) behave as if they ran one after another. Called inside a transaction, it
 * runs in a savepoint of it. `fn` must not wait on anything but the database (no network, no hashing):
 * the transaction holds the write lock meanwhile.
 */
export function writeTx<T>(db: Db, fn: () => Promise<T> | T, options: TxOptions = {}): Promise<T> {
  const engine = engineOf(db);
  const open = current.getStore();
  if (open?.engine === engine) return engine.nest(open.tx, (tx) => current.run({ engine, tx }, async () => fn()));
  transactionsOpen++;
  return engine.begin((tx) => current.run({ engine, tx }, async () => fn()), options).finally(() => {
    if (--transactionsOpen === 0) current.disable();
  });
}

/** A write transaction that moves money or points: durable on commit (see TxOptions). */
export function moneyTx<T>(db: Db, fn: () => Promise<T> | T): Promise<T> {
  return writeTx(db, fn, { durable: true });
}

export async function closeDb(db: Db): Promise<void> {
  await engineOf(db).close();
}
