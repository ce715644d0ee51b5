// @chunk core
/**
 * The device database, reached once its code has loaded. Dexie is the largest library a screen uses
 * and no first frame needs it (the entry's boot reads and a pre-rendered page's answers serve that
 * frame), so modules every screen loads first reach the database through here: its code is asked
 * for and runs after the first frame instead of before it. Code that runs
 * only later (sync, screens' actions, the service worker) imports db.ts directly.
 */
import type { ParkHuntsDb } from "./db";

type DbModule = typeof import("./db");

let loading: Promise<DbModule> | null = null;
let opened: Promise<ParkHuntsDb> | null = null;
let ready: ParkHuntsDb | null = null;

/** db.ts, with Dexie; a failed load (offline, a new version's file gone) may be tried again. */
export function databaseModule(): Promise<DbModule> {
  return (loading ??= import("./db").catch((error: unknown) => {
    loading = opened = null;
    throw error;
  }));
}

/** The database, once its code has loaded. */
export function database(): Promise<ParkHuntsDb> {
  return (opened ??= databaseModule().then((module) => (ready = module.db)));
}

/**
 * Runs `use` with the database: at once when its code is in, else once it has loaded. A live query's
 * reads must start synchronously to be watched (awaiting first would lose Dexie's scope), and live
 * queries subscribe only once the code is in, so reads made through here inside one are watched.
 */
export function withDatabase<T>(use: (db: ParkHuntsDb) => T | Promise<T>): Promise<T> {
  return ready ? Promise.resolve(use(ready)) : database().then(use);
}
