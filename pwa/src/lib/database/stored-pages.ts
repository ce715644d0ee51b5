/**
 * A list the server answers a page at a time (`{items, total, next}`, newest first) and the device keeps
 * whole in one row of the key-value table, so every page the family has seen reads back with no signal.
 * A page only ever corrects the part of the list it covers: a stored row is dropped when the server
 * answered that stretch of its list without it (it was deleted), never because the answer stopped
 * short of it, so a refresh of the first page leaves the later pages the family loaded in place.
 */
import type { Page } from "#shared/schemas/common";
import { withDatabase } from "./db-loader";

/** A row's place in the list, newest first: its time, then its id (the server's unique tie-break). */
export type RowOrder<T> = (row: T) => readonly [time: string, id: number];

export interface StoredPages<T> {
  /** Every row the device has, in the server's order. */
  items: T[];
  /** How many rows the server counted at its last answer. */
  total: number;
  /** The cursor after the last row the server has answered since its first page was last read; null at the end. */
  next: string | null;
  /** How many of `items`, from the first, those answers covered: a later page goes on after them. */
  confirmed: number;
}

/** Where an answered page starts: at the list's beginning, or after the row the request's cursor was made from. */
export type PageStart<T> = { first: true } | { first: false; after: T };

/** Negative when `a` comes before `b` in the list. */
export function compareRows<T>(order: RowOrder<T>, a: T, b: T): number {
  const [timeA, idA] = order(a);
  const [timeB, idB] = order(b);
  if (timeA !== timeB) return timeA < timeB ? 1 : -1;
  return idB - idA;
}

/** The stored list with one answered page folded in. */
export function mergePage<T>(stored: StoredPages<T> | null, page: Page<T>, start: PageStart<T>, order: RowOrder<T>): StoredPages<T> {
  const known = stored?.items ?? [];
  const last = page.items.at(-1);
  const answered = new Set(page.items.map((row) => order(row)[1]));
  // The stretch of the list the answer speaks for: after its start, up to its last row (to the end when it is the last page).
  const covers = (row: T) =>
    (start.first || compareRows(order, start.after, row) < 0) && (page.next === null || (last !== undefined && compareRows(order, row, last) <= 0));
  const kept = known.filter((row) => !covers(row) && !answered.has(order(row)[1]));
  const items = [...kept, ...page.items].sort((a, b) => compareRows(order, a, b));
  const reach = page.next === null ? items.length : last === undefined ? 0 : items.indexOf(last) + 1;
  // The page goes on from the confirmed rows only if it starts within them: one read after a refresh
  // started the list over (with an older cursor) fills in rows, and the refresh's own way on stays.
  const frontier = stored && stored.confirmed > 0 ? known[stored.confirmed - 1] : undefined;
  const upToFrontier = frontier === undefined ? 0 : items.filter((row) => compareRows(order, row, frontier) <= 0).length;
  const joins = start.first || (frontier !== undefined && compareRows(order, start.after, frontier) <= 0 && reach >= upToFrontier);
  if (joins) return { items, total: page.total, next: page.next, confirmed: reach };
  return { items, total: page.total, next: stored?.next ?? null, confirmed: upToFrontier };
}

/** The list the device keeps under `key`; null when this device has never read it. */
export async function readStoredPages<T>(key: string, normalize: (value: unknown) => StoredPages<T> | null): Promise<StoredPages<T> | null> {
  const row = await withDatabase((db) => db.kv.get(key));
  return row === undefined ? null : normalize(row.value);
}

/** Folds an answered page into the list under `key`, in one transaction so two pages landing together both count. */
export async function storePage<T>(
  key: string,
  page: Page<T>,
  start: PageStart<T>,
  order: RowOrder<T>,
  normalize: (value: unknown) => StoredPages<T> | null,
): Promise<void> {
  await withDatabase((db) =>
    db.transaction("rw", db.kv, async () => {
      const stored = await db.kv.get(key);
      await db.kv.put({ key, value: mergePage(stored === undefined ? null : normalize(stored.value), page, start, order) });
    }),
  );
}
