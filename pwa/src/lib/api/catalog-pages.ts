// @chunk takeover
/**
 * A catalog table (hunts, books) filled a page at a time: the first page on every refresh, the pages
 * after it as the family asks for more. Where the reading stopped (the next page's cursor, the last row
 * read, how many rows the server lists) is kept in the key-value table, so "Load more" goes on from
 * there after a restart and with no signal the screen still says how far it got.
 *
 * A page answers for its own range of the list only, from the row after the previous page's last to
 * its own last (to the end on the last page): a row the device holds in that range that the page lacks
 * was deleted or unpublished and is removed (unless `keep` holds it, e.g. a downloaded hunt). Rows
 * beyond the range, read from later pages before, stay until their own page is read again.
 */
import type { EntityTable } from "dexie";
import { api } from "./api-client";
import { db } from "../database/db";
import { readKv } from "../database/kv";
import type { Page } from "./page";

export interface PagedCatalog<T extends { id: number }, Answer> {
  table: EntityTable<T, "id">;
  path: string;
  /** The first page's query (its limit): `withQuery(path, query)` is the first page's address. */
  query: Record<string, string | number>;
  /** Where the reading stopped, in the key-value table. */
  kvKey: string;
  pick: (answer: Answer) => Page<T>;
  /** The server's list order. */
  order: (a: T, b: T) => number;
  /** What a fresh row keeps of the device's copy (a downloaded hunt's items). */
  merge?: (fresh: T, local: T | undefined) => T;
  /** A row the device keeps even when the server no longer lists it. */
  keep?: (local: T) => boolean;
}

/** How far the device has read a catalog: `next` null once it holds the last page. */
export interface ReadSoFar<T> {
  next: string | null;
  /** The last row of the last page read (the end of the range the device has checked). */
  through: T | null;
  total: number;
}

/** Reads the page at `cursor` (the first without one) and stores it; answers the page, or null without an answer. */
async function readPage<T extends { id: number }, A>(catalog: PagedCatalog<T, A>, cursor: string | undefined, after: T | null): Promise<Page<T> | null> {
  const res = await api.get<A>(catalog.path, { ...catalog.query, cursor });
  if (!res.success) return null;
  const page = catalog.pick(res.data);
  const last = page.items.at(-1) ?? null;
  const inRange = (row: T) => (after === null || catalog.order(row, after) > 0) && (page.next === null || last === null || catalog.order(row, last) <= 0);
  await db.transaction("rw", catalog.table, db.kv, async () => {
    const local = new Map((await catalog.table.toArray()).map((row) => [row.id, row]));
    const listed = new Set(page.items.map((row) => row.id));
    const gone = [...local.values()].filter((row) => !listed.has(row.id) && inRange(row) && !catalog.keep?.(row)).map((row) => row.id);
    await catalog.table.bulkDelete(gone as Parameters<typeof catalog.table.bulkDelete>[0]);
    await catalog.table.bulkPut(page.items.map((row) => (catalog.merge ? catalog.merge(row, local.get(row.id)) : row)));
    const readSoFar: ReadSoFar<T> = { next: page.next, through: last ?? after, total: page.total };
    await db.kv.put({ key: catalog.kvKey, value: readSoFar });
  });
  return page;
}

/** The first page, as every visit refreshes it (and as a pre-rendered page was drawn from). */
export async function refreshFirstPage<T extends { id: number }, A>(catalog: PagedCatalog<T, A>): Promise<boolean> {
  return (await readPage(catalog, undefined, null)) !== null;
}

/**
 * The next page the device does not hold yet. After a refresh of the first page the device may already
 * hold later pages (from an earlier visit): those are read again (and checked) until one brings a row
 * the screen did not show, so each press shows more.
 */
export async function loadNextPage<T extends { id: number }, A>(catalog: PagedCatalog<T, A>): Promise<boolean> {
  const held = new Set((await catalog.table.toArray()).map((row) => row.id));
  let soFar = await readKv<ReadSoFar<T>>(catalog.kvKey);
  while (soFar?.next) {
    const page = await readPage(catalog, soFar.next, soFar.through);
    if (!page) return false;
    if (page.items.some((row) => !held.has(row.id))) return true;
    soFar = { next: page.next, through: page.items.at(-1) ?? soFar.through, total: page.total };
  }
  return true;
}

export function readSoFar<T>(kvKey: string): Promise<ReadSoFar<T> | null> {
  return readKv<ReadSoFar<T>>(kvKey).then((value) => value ?? null);
}
