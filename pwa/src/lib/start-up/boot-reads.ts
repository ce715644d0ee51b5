// @chunk boot
/**
 * The rows the page's first frame draws from (device-rows.ts), taken at the moment the page starts, while
 * React, the router and Dexie are still loading: from the page itself when the service worker sent them
 * (read off the page's main thread as it answered the navigation), else read here with bare IndexedDB.
 * This module keeps them for the stores' persistence (persisted-storage.ts) and the screens' first frames
 * to take. No Dexie here on purpose: it is part of the page's tiny entry chunk.
 *
 * A read is a snapshot of the moment the app started, so it is used once (the first hydration of a
 * store, the first frame of a screen) and then dropped; everything after that reads through Dexie.
 */
import { readRows, rowsFor, type BootRead, type BootRow } from "./device-rows";
import { readSentRows, SENT_ROWS_ID } from "./rows-in-page";

export type { BootRead, BootRow };
type StoreName = BootRow[0];

const reads = new Map<string, Promise<BootRead>>();
const settled = new Map<string, BootRead>();
const slot = (store: StoreName, key: IDBValidKey) => `${store}:${key}`;

/** Keeps the boot reads of `rows`; `reading` answers them in order: at once, or once they are all in. */
export function holdBootReads(rows: readonly BootRow[], reading: BootRead[] | Promise<BootRead[]>): void {
  rows.forEach((row, i) => {
    const name = slot(...row);
    if (!(reading instanceof Promise)) {
      reads.set(name, Promise.resolve(reading[i] ?? null));
      settled.set(name, reading[i] ?? null);
      return;
    }
    const read = reading.then((found) => found[i] ?? null);
    reads.set(name, read);
    void read.then((result) => {
      if (reads.has(name)) settled.set(name, result);
    });
  });
}

/**
 * Takes the rows the first frame at `path` draws from: those the service worker sent inside the page
 * when they are the ones wanted, else reads them from the device.
 */
export function startBootReads(path: string, prerendered = false): void {
  const rows = rowsFor(path, prerendered);
  const element = document.getElementById(SENT_ROWS_ID);
  // Used once, and not left in the page: it may carry the session.
  element?.remove();
  if (rows.length === 0) return;
  const sent = element?.textContent ? readSentRows(element.textContent, rows) : null;
  holdBootReads(rows, sent ?? readRows(rows));
}

/** Resolves when every boot read has finished (at once when there were none). */
export function bootReadsDone(): Promise<unknown> {
  return Promise.all(reads.values());
}

/**
 * The boot read of a row: the result itself once it is in, a promise while it is on its way, or
 * undefined when the row was not read at boot (or was already used).
 */
export function takeBootRead(store: StoreName, key: IDBValidKey): BootRead | Promise<BootRead> | undefined {
  const name = slot(store, key);
  const read = reads.get(name);
  if (!read) return undefined;
  reads.delete(name);
  const result = settled.get(name);
  settled.delete(name);
  return result !== undefined ? result : read;
}

/**
 * The boot reads of several rows of one store, used up together: the results themselves once they are
 * all in, a promise while any is on its way, or undefined (using none up) when any row was not read at
 * boot, so the caller reads them all where they are now instead.
 */
export function takeBootReads(store: StoreName, keys: readonly IDBValidKey[]): BootRead[] | Promise<BootRead[]> | undefined {
  if (!keys.every((key) => reads.has(slot(store, key)))) return undefined;
  const taken = keys.map((key) => takeBootRead(store, key)!);
  return taken.some((read) => read instanceof Promise) ? Promise.all(taken) : (taken as BootRead[]);
}

/** The boot read of a row if it is already in, without using it up (for a screen's first frame). */
export function peekBootRead(store: StoreName, key: IDBValidKey): BootRead | undefined {
  return settled.get(slot(store, key));
}

/** Drops whatever was not used: from now on every read goes through Dexie. */
export function forgetBootReads(): void {
  reads.clear();
  settled.clear();
}
