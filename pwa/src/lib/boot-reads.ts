/**
 * The rows the app reads from the device the moment the page starts, with bare IndexedDB, while React,
 * the router and Dexie are still loading: app/boot-reads.ts knows the screens, so it says which rows and
 * reads them; this module keeps the reads for the stores' persistence (persisted-storage.ts) and the
 * screens' first frames to take. It sits in lib so the stores can take them without importing the app.
 * No Dexie here on purpose: it is part of the page's tiny entry chunk.
 *
 * A read is a snapshot of the moment the app started, so it is used once (the first hydration of a
 * store, the first frame of a screen) and then dropped; everything after that reads through Dexie.
 */
type StoreName = "hunts" | "kv";
/** A row read at boot: a hunt by id, or a key of the key-value table. */
export type BootRow = [StoreName, IDBValidKey];
/** `{value}` for a row that was there, null for none. */
export type BootRead = { value: unknown } | null;

const reads = new Map<string, Promise<BootRead>>();
const settled = new Map<string, BootRead>();
const slot = (store: StoreName, key: IDBValidKey) => `${store}:${key}`;

/** Keeps the boot reads of `rows`; `reading` answers them, row by row, once they are all in. */
export function holdBootReads(rows: BootRow[], reading: Promise<Map<BootRow, BootRead>>): void {
  for (const row of rows) {
    const name = slot(...row);
    const read = reading.then((found) => found.get(row) ?? null);
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

/** The boot read of a row if it is already in, without using it up (for a screen's first frame). */
export function peekBootRead(store: StoreName, key: IDBValidKey): BootRead | undefined {
  return settled.get(slot(store, key));
}

/** Drops whatever was not used: from now on every read goes through Dexie. */
export function forgetBootReads(): void {
  reads.clear();
  settled.clear();
}
