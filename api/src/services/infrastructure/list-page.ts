/**
 * Pages of lists. `listPage` answers one page by offset with how many rows match in all (`{items, total}`
 * of the catalog lists, where a screen says how many there are). `keysetPage` answers the page after a
 * cursor: the previous page's last row's sort values, so rows added while a reader pages (a new order,
 * a new completion) never shift a row into a second page or out of all of them, and a later page costs
 * what the first does (an index seek, not skipping `offset` rows).
 */
import { and, asc, count, desc, eq, gt, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db";
import { HttpError } from "../../errors";

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

type Order = (SQL | SQLiteColumn)[];
type Page = { limit: number; offset: number };

/** The page's rows, in `order`: each list's order has an index behind it (docs/decisions/116-indexes-for-every-list.md). */
export const listPageQuery = <T extends SQLiteTable>(db: Db, table: T, where: SQL | undefined, order: Order, page: Page) =>
  db.select().from(table).where(where).orderBy(...order).limit(page.limit).offset(page.offset);

/** How many rows of `table` match `where`: a list's `total`, which counts every match, not just a page. */
export async function countRows(db: Db, table: SQLiteTable, where?: SQL): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  return Number(counted?.n ?? 0);
}

export async function listPage<T extends SQLiteTable>(db: Db, table: T, where: SQL | undefined, order: Order, page: Page): Promise<ListPage<T["$inferSelect"]>> {
  const rows: T["$inferSelect"][] = await listPageQuery(db, table, where, order, page);
  return { rows, total: await countRows(db, table, where) };
}

type SortValue = string | number | boolean | null;

/** One column of a list's order; the last one must be unique (an id) so the order is total. */
export interface SortKey<Row> {
  column: SQLiteColumn;
  direction: "asc" | "desc";
  of: (row: Row) => SortValue;
}

export interface KeysetPage<Row> {
  rows: Row[];
  /** The cursor of the page after this one, or null on the last page. */
  next: string | null;
}

export function encodeCursor(values: SortValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

const badCursor = () => new HttpError(422, { key: "badCursor" });

/** A cursor's sort values; anything not made by `encodeCursor` for this order is refused, never guessed at. */
export function decodeCursor(cursor: string, width: number): SortValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const isSortValue = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);
  if (!Array.isArray(values) || values.length !== width || !values.every(isSortValue)) throw badCursor();
  return values as SortValue[];
}

/**
 * Rows strictly after `values` in the order `keys`: (a after x) or (a = x and b after y) or …, which an
 * index on the order's columns answers with one seek. Sort columns are never null.
 */
export function afterCursor<Row>(keys: SortKey<Row>[], values: SortValue[]): SQL {
  const clauses = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((earlier, j) => eq(earlier.column, values[j]));
    const beyond = key.direction === "desc" ? lt(key.column, values[i]) : gt(key.column, values[i]);
    return and(...equalBefore, beyond) as SQL;
  });
  return or(...clauses) as SQL;
}

/** The ORDER BY of `keys`. */
export function orderOf<Row>(keys: SortKey<Row>[]): SQL[] {
  return keys.map((key) => (key.direction === "desc" ? desc(key.column) : asc(key.column)));
}

/**
 * A cursor's values for `keys`, each of its column's kind: text where a number belongs would reach the
 * database as a type error (a 500 on PostgreSQL) rather than as a cursor this server did not make.
 */
function cursorValues<Row>(keys: SortKey<Row>[], cursor: string): SortValue[] {
  const values = decodeCursor(cursor, keys.length);
  if (values.some((value, i) => typeof value !== keys[i]!.column.dataType)) throw badCursor();
  return values;
}

/**
 * One page of `limit` rows of `query` (already filtered and ordered by `keys`) after `cursor`. `query`
 * receives the cursor's condition (undefined on the first page) and the number of rows to read, one more
 * than a page, which tells whether a next page exists without counting.
 */
export async function keysetPage<Row>(
  keys: SortKey<Row>[],
  page: { limit: number; cursor?: string | undefined },
  query: (after: SQL | undefined, take: number) => Promise<Row[]>,
): Promise<KeysetPage<Row>> {
  const after = page.cursor === undefined ? undefined : afterCursor(keys, cursorValues(keys, page.cursor));
  const read = await query(after, page.limit + 1);
  const rows = read.slice(0, page.limit);
  const last = rows.at(-1);
  const next = read.length > page.limit && last !== undefined ? encodeCursor(keys.map((key) => key.of(last))) : null;
  return { rows, next };
}

/**
 * A page of a catalog list read by cursor or, for readers written before cursors, by `offset` (never
 * both), with how many rows match in all. `next` is answered either way, so a reader can go on by cursor
 * from a page it asked for by offset.
 */
export async function catalogPage<T extends SQLiteTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  keys: SortKey<T["$inferSelect"]>[],
  page: { limit: number; offset?: number | undefined; cursor?: string | undefined },
): Promise<KeysetPage<T["$inferSelect"]> & { total: number }> {
  const offset = page.offset ?? 0;
  if (page.cursor !== undefined && offset > 0) throw new HttpError(422, "offset and cursor cannot be used together");
  const { rows, next } = await keysetPage(keys, page, (after, take) => listPageQuery(db, table, and(where, after), orderOf(keys), { limit: take, offset }));
  return { rows, next, total: await countRows(db, table, where) };
}
