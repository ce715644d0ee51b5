/**
 * The one seam between the services and the database engines. Services hold a `Db`: drizzle's query
 * builder, awaited, with no engine-specific call (no `.all()`, `.get()`, `.run()`, no raw client). Each
 * engine's store (db/client.ts for SQLite, db/pg-client.ts for PostgreSQL) answers three questions:
 * where a query outside a transaction runs, how a write transaction runs, and how a nested one does.
 *
 * Inside `writeTx` the same `Db` handle resolves to the open transaction (AsyncLocalStorage), so a
 * helper called from a transaction joins it without being handed a second handle, and a query made
 * outside any transaction can never join someone else's by accident.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "./schema";

/** The query builder every engine offers (typed by the SQLite schema, which the PostgreSQL one mirrors). */
type Drizzle = BetterSQLite3Database<typeof schema>;
export type Db = Omit<Drizzle, "all" | "get" | "run" | "values" | "transaction" | "batch" | "$client">;

export interface TxOptions {
  /** Money or points move: the commit must survive a power cut, not only a crash. */
  durable?: boolean;
}

export interface Engine {
  readonly dialect: "sqlite" | "postgres";
  /** Where queries outside a transaction run. */
  readonly reader: Db;
  /** Runs `fn` in a new write transaction whose queries go to `tx`; serializable on every engine. */
  begin<T>(fn: (tx: Db) => Promise<T>, options: TxOptions): Promise<T>;
  /** Runs `fn` inside `tx` so that a failure undoes only what `fn` wrote (a savepoint). */
  nest<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T>;
  /** The content version that response caches compare (see services/response-cache.ts). */
  contentVersion(): VersionSource;
  /** What the admin's database status shows. */
  status(): Promise<EngineStatus>;
  close(): Promise<void>;
}

export interface VersionSource {
  /** The version now, read from the database whenever a commit anywhere may have moved it. */
  version(): number | Promise<number>;
  /**
   * Where the engine can tell without a round trip: the version as first asked for in this turn of the
   * event loop, unless this process has committed since. Absent on engines that must ask the server.
   */
  turnVersion?(): number;
}

export interface EngineStatus {
  sizeBytes: number;
  tables: { name: string; rows: number }[];
  /** When the newest schema migration applied was made (ISO time), or null. */
  lastMigration: string | null;
  /** The engine and how it keeps its journal, e.g. "sqlite wal" or "postgresql 16.4". */
  journalMode: string;
}

interface Current {
  engine: Engine;
  tx: Db;
}

const current = new AsyncLocalStorage<Current>();
const engines = new WeakMap<Db, Engine>();

/** A `Db` handle over `engine`: the open transaction of the calling code if there is one, else the reader. */
export function handleFor(engine: Engine): Db {
  const target = () => {
    const open = current.getStore();
    return open?.engine === engine ? open.tx : engine.reader;
  };
  // Each query reaches a method through here: bind each one once per connection or transaction.
  const bound = new WeakMap<object, Map<PropertyKey, unknown>>();
  const db = new Proxy({} as Db, {
    get(_, prop) {
      const on = target() as unknown as Record<PropertyKey, unknown>;
      const value = on[prop];
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

export function engineOf(db: Db): Engine {
  const engine = engines.get(db);
  if (!engine) throw new Error("Not a database handle from openDb");
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
  return engine.begin((tx) => current.run({ engine, tx }, async () => fn()), options);
}

/** A write transaction that moves money or points: durable on commit (see TxOptions). */
export function moneyTx<T>(db: Db, fn: () => Promise<T> | T): Promise<T> {
  return writeTx(db, fn, { durable: true });
}

export async function closeDb(db: Db): Promise<void> {
  await engineOf(db).close();
}
