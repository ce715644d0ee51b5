// @chunk core
/**
 * Persistence for zustand stores in the IndexedDB key-value table, so a store survives reloads, app
 * restarts and the browser clearing localStorage. `keyedStorage` maps a store's state onto several
 * fixed keys (the auth store keeps auth_token, user_data, admin_token and admin_user apart).
 */
import type { PersistStorage, StorageValue } from "zustand/middleware";
import { takeBootReads, type BootRead } from "../start-up/boot-reads";
import { database } from "./db-loader";
import { versionKey } from "./store-keys";

/** `use` of `value` at once when it is already here, or once it arrives. */
const then = <T, U>(value: T | Promise<T>, use: (value: T) => U): U | Promise<U> => (value instanceof Promise ? value.then(use) : use(value));

/**
 * The values under `keys` (undefined where nothing is stored). Keys the app read at boot answer from those
 * reads, synchronously once they are in, so a store the first screen needs is hydrated before that
 * screen draws, and without loading the database's code before the first frame; other keys are read
 * from the database.
 */
function readKeys(keys: string[]): unknown[] | Promise<unknown[]> {
  const boot = takeBootReads("kv", keys);
  if (boot === undefined) return database().then((db) => db.kv.bulkGet(keys).then((rows) => rows.map((row) => row?.value)));
  return then(boot, (found: BootRead[]) => found.map((read) => read?.value));
}

export function dexieStorage<S>(): PersistStorage<S> {
  return {
    getItem: (name) => then(readKeys([name]), ([value]) => (value as StorageValue<S> | undefined) ?? null),
    setItem: async (name, value) => {
      await (await database()).kv.put({ key: name, value });
    },
    removeItem: async (name) => {
      await (await database()).kv.delete(name);
    },
  };
}

/** Stores each field of the persisted state under its own key; the version lives under `versionKey(name)`. */
export function keyedStorage<S extends Record<string, unknown>>(keys: { [K in keyof S]: string }): PersistStorage<S> {
  const entries = Object.entries(keys) as [keyof S & string, string][];
  return {
    getItem: (name) =>
      then(readKeys([...entries.map(([, key]) => key), versionKey(name)]), (values) => {
        if (values.every((value) => value === undefined)) return null;
        const state = Object.fromEntries(entries.map(([field], i) => [field, values[i] ?? null])) as S;
        return { state, version: (values.at(-1) as number | undefined) ?? 0 };
      }),
    setItem: async (name, value) => {
      const db = await database();
      await db.transaction("rw", db.kv, async () => {
        for (const [field, key] of entries) {
          const v = value.state[field];
          if (v === null || v === undefined) await db.kv.delete(key);
          else await db.kv.put({ key, value: v });
        }
        await db.kv.put({ key: versionKey(name), value: value.version ?? 0 });
      });
    },
    removeItem: async (name) => {
      await (await database()).kv.bulkDelete([...entries.map(([, key]) => key), versionKey(name)]);
    },
  };
}
