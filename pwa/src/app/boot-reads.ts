/**
 * The rows the first screen needs, read with bare IndexedDB the moment the page starts, while React,
 * the router and Dexie are still loading. A hunt opened cold with no signal then draws its items,
 * progress and access in its first render instead of after a chain of reads that could only begin once
 * all that code had run. No Dexie here on purpose: this module must stay a few hundred bytes.
 *
 * A read is a snapshot of the moment the app started, so it is used once (the first hydration of a
 * store, the first frame of a screen) and then dropped; everything after that reads through Dexie.
 */
import { DB_NAME } from "../lib/db-name";
import { huntProgressKey, MEMBERSHIP_KEY, PURCHASES_KEY, ROPER_PROGRESS_KEY } from "../lib/store-keys";

type StoreName = "hunts" | "kv";
type Found = { value: unknown } | null;

const reads = new Map<string, Promise<Found>>();
const settled = new Map<string, Found>();
const slot = (store: StoreName, key: IDBValidKey) => `${store}:${String(key)}`;

/** The hunt a `/hunt/:huntId` path opens, or null for any other screen. */
export function huntIdOf(path: string): number | null {
  const hunt = /^\/hunt\/(\d+)\/?$/.exec(path);
  return hunt ? Number(hunt[1]) : null;
}

/** What the first screen at `path` reads before it can draw. */
export function rowsFor(path: string): [StoreName, IDBValidKey][] {
  const id = huntIdOf(path);
  if (id !== null) {
    return [["hunts", id], ["kv", huntProgressKey(id)], ["kv", PURCHASES_KEY], ["kv", MEMBERSHIP_KEY]];
  }
  if (path === "/roperhunt") return [["kv", ROPER_PROGRESS_KEY]];
  return [];
}

function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME);
    // No database yet (a first visit): leave creating it to Dexie.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

export function startBootReads(path: string): void {
  const rows = rowsFor(path);
  if (rows.length === 0 || typeof indexedDB === "undefined") return;
  const all = openExisting().then(
    (idb) =>
      new Promise<Map<string, Found>>((resolve) => {
        const found = new Map<string, Found>();
        if (!idb) return resolve(found);
        try {
          const tx = idb.transaction(["hunts", "kv"], "readonly");
          for (const [store, key] of rows) {
            const request = tx.objectStore(store).get(key);
            request.onsuccess = () => {
              const row = request.result as { value?: unknown } | undefined;
              found.set(slot(store, key), row === undefined ? null : { value: store === "kv" ? row.value : row });
            };
          }
          tx.oncomplete = tx.onabort = tx.onerror = () => {
            idb.close();
            resolve(found);
          };
        } catch {
          idb.close();
          resolve(found);
        }
      }),
  );
  for (const [store, key] of rows) {
    const name = slot(store, key);
    const read = all.then((found) => found.get(name) ?? null);
    reads.set(name, read);
    void read.then((result) => {
      if (reads.has(name)) settled.set(name, result);
    });
  }
}

/** Resolves when every boot read has finished (at once when there were none). */
export function bootReadsDone(): Promise<unknown> {
  return Promise.all(reads.values());
}

/**
 * The boot read of a row: the result itself once it is in, a promise while it is on its way, or
 * undefined when the row was not read at boot (or was already used). `{value}` or null for no row.
 */
export function takeBootRead(store: StoreName, key: IDBValidKey): Found | Promise<Found> | undefined {
  const name = slot(store, key);
  const read = reads.get(name);
  if (!read) return undefined;
  reads.delete(name);
  const result = settled.get(name);
  settled.delete(name);
  return result !== undefined ? result : read;
}

/** The boot read of a row if it is already in, without using it up (for a screen's first frame). */
export function peekBootRead(store: StoreName, key: IDBValidKey): Found | undefined {
  return settled.get(slot(store, key));
}

/** Drops whatever was not used: from now on every read goes through Dexie. */
export function forgetBootReads(): void {
  reads.clear();
  settled.clear();
}
