// @chunk boot
/**
 * Which rows of the device database a page's first frame draws from, and reading them with bare
 * IndexedDB. Two readers: the service worker, as it answers the page's navigation, sends them inside the
 * page it answers (sw/page-answer.ts), and the page reads them itself when none came (boot-reads.ts).
 * Either way a hunt opened cold with no signal draws its items, progress, access, session and cart in
 * its first render, without the chain of reads that could only begin once React, the router and Dexie
 * had loaded. No Dexie and no DOM here: the page's tiny entry chunk and the worker both carry it.
 */
import { stripLang } from "#shared/rules/lang-path";
import { DB_NAME } from "../database/db-name";
import { AUTH_KEYS, AUTH_STORE, CART_KEY, huntProgressKey, MEMBERSHIP_KEY, PURCHASES_KEY, ROPER_PROGRESS_KEY, versionKey } from "../database/store-keys";

type StoreName = "hunts" | "kv";
/** A row read at boot: a hunt by id, or a key of the key-value table. */
export type BootRow = [StoreName, IDBValidKey];
/** `{value}` for a row that was there (a key-value row's value, a hunt's whole row), null for none. */
export type BootRead = { value: unknown } | null;

/** The hunt a `/hunt/:huntId` path (in any language) opens, or null for any other screen. */
export function huntIdOf(path: string): number | null {
  const hunt = /^\/hunt\/(\d+)\/?$/.exec(stripLang(path));
  return hunt ? Number(hunt[1]) : null;
}

/**
 * What the shell around every screen draws from: the session (the account corner) and the cart (its
 * count). Read at boot, their stores are hydrated before the first frame, and the database's code, the
 * largest the app loads, waits until after it.
 */
const SHELL_ROWS: BootRow[] = [...Object.values(AUTH_KEYS), versionKey(AUTH_STORE), CART_KEY].map((key) => ["kv", key]);

/** What the screen at `path` reads before it can draw. */
function screenRows(path: string): BootRow[] {
  const id = huntIdOf(path);
  if (id !== null) return [["hunts", id], ["kv", huntProgressKey(id)], ["kv", PURCHASES_KEY], ["kv", MEMBERSHIP_KEY]];
  if (stripLang(path) === "/roperhunt") return [["kv", ROPER_PROGRESS_KEY]];
  return [];
}

/**
 * What the first frame at `path` reads before it can draw: the screen's rows, and the shell's unless the
 * server drew the page (a pre-rendered page is adopted as a first visit's, its session and cart drawn
 * once the app has them).
 */
export function rowsFor(path: string, prerendered = false): BootRow[] {
  return prerendered ? screenRows(path) : [...screenRows(path), ...SHELL_ROWS];
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

/** Reads `rows` in one transaction: a read per row, in order (null for a row that is not there, or when the database cannot be read). */
export async function readRows(rows: readonly BootRow[]): Promise<BootRead[]> {
  const found: BootRead[] = rows.map(() => null);
  const idb = typeof indexedDB === "undefined" ? null : await openExisting();
  if (!idb) return found;
  return new Promise((resolve) => {
    const done = () => {
      idb.close();
      resolve(found);
    };
    try {
      const tx = idb.transaction(["hunts", "kv"], "readonly");
      rows.forEach(([store, key], i) => {
        const request = tx.objectStore(store).get(key);
        request.onsuccess = () => {
          const row = request.result as { value?: unknown } | undefined;
          if (row !== undefined) found[i] = { value: store === "kv" ? row.value : row };
        };
      });
      tx.oncomplete = tx.onabort = tx.onerror = done;
    } catch {
      done();
    }
  });
}
