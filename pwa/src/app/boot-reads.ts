/**
 * The rows the first screen needs, read with bare IndexedDB the moment the page starts, while React,
 * the router and Dexie are still loading. A hunt opened cold with no signal then draws its items,
 * progress and access in its first render instead of after a chain of reads that could only begin once
 * all that code had run. No Dexie here on purpose: this module must stay a few hundred bytes.
 *
 * The reads are kept in lib/boot-reads.ts, where the stores' persistence and the screens take them: this
 * module knows the screens, so it says which rows to read, and reads them.
 */
import { DB_NAME } from "../lib/db-name";
import { huntProgressKey, MEMBERSHIP_KEY, PURCHASES_KEY, ROPER_PROGRESS_KEY } from "../lib/store-keys";
import { holdBootReads, type BootRead, type BootRow } from "../lib/boot-reads";
import { stripLang } from "#shared/rules/lang-path";

/** The hunt a `/hunt/:huntId` path (in any language) opens, or null for any other screen. */
export function huntIdOf(path: string): number | null {
  const hunt = /^\/hunt\/(\d+)\/?$/.exec(stripLang(path));
  return hunt ? Number(hunt[1]) : null;
}

/** What the first screen at `path` reads before it can draw. */
export function rowsFor(path: string): BootRow[] {
  const id = huntIdOf(path);
  if (id !== null) {
    return [["hunts", id], ["kv", huntProgressKey(id)], ["kv", PURCHASES_KEY], ["kv", MEMBERSHIP_KEY]];
  }
  if (stripLang(path) === "/roperhunt") return [["kv", ROPER_PROGRESS_KEY]];
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
      new Promise<Map<BootRow, BootRead>>((resolve) => {
        const found = new Map<BootRow, BootRead>();
        if (!idb) return resolve(found);
        try {
          const tx = idb.transaction(["hunts", "kv"], "readonly");
          for (const wanted of rows) {
            const [store, key] = wanted;
            const request = tx.objectStore(store).get(key);
            request.onsuccess = () => {
              const row = request.result as { value?: unknown } | undefined;
              found.set(wanted, row === undefined ? null : { value: store === "kv" ? row.value : row });
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
  holdBootReads(rows, all);
}
