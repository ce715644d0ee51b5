/**
 * Persistence for zustand stores in the IndexedDB key-value table, so a store survives reloads, app
 * restarts and the browser clearing localStorage. `keyedStorage` maps a store's state onto several
 * fixed keys (the auth store keeps auth_token, user_data, admin_token and admin_user apart).
 */
import type { PersistStorage, StorageValue } from "zustand/middleware";
import { takeBootRead } from "./boot-reads";
import { database } from "./database";

export function dexieStorage<S>(): PersistStorage<S> {
  return {
    // The first read of a key the app read at boot answers from that read, synchronously when it is
    // already in, so a store the first screen needs is hydrated before that screen draws.
    getItem: (name) => {
      const boot = takeBootRead("kv", name);
      if (boot === undefined) return database().then((db) => db.kv.get(name)).then((row) => (row?.value as StorageValue<S> | undefined) ?? null);
      const value = (found: { value: unknown } | null) => (found?.value as StorageValue<S> | undefined) ?? null;
      return boot instanceof Promise ? boot.then(value) : value(boot);
    },
    setItem: async (name, value) => {
      await (await database()).kv.put({ key: name, value });
    },
    removeItem: async (name) => {
      await (await database()).kv.delete(name);
    },
  };
}

/** Stores each field of the persisted state under its own key; the version lives under `<name>:version`. */
export function keyedStorage<S extends Record<string, unknown>>(keys: { [K in keyof S]: string }): PersistStorage<S> {
  const entries = Object.entries(keys) as [keyof S & string, string][];
  return {
    getItem: async (name) => {
      const db = await database();
      const rows = await db.kv.bulkGet([...entries.map(([, key]) => key), `${name}:version`]);
      if (rows.every((row) => row === undefined)) return null;
      const state = Object.fromEntries(entries.map(([field], i) => [field, rows[i]?.value ?? null])) as S;
      return { state, version: (rows.at(-1)?.value as number | undefined) ?? 0 };
    },
    setItem: async (name, value) => {
      const db = await database();
      await db.transaction("rw", db.kv, async () => {
        for (const [field, key] of entries) {
          const v = value.state[field];
          if (v === null || v === undefined) await db.kv.delete(key);
          else await db.kv.put({ key, value: v });
        }
        await db.kv.put({ key: `${name}:version`, value: value.version ?? 0 });
      });
    },
    removeItem: async (name) => {
      await (await database()).kv.bulkDelete([...entries.map(([, key]) => key), `${name}:version`]);
    },
  };
}
