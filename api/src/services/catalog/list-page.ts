/**
 * One page of a public list and how many rows match in all: the `{items, total}` answer of the catalog
 * lists (books, posts, episodes), where `total` counts every match, not just the page, so a screen can
 * say how many there are and ask for the next page.
 */
import { count, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db";

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

type Order = (SQL | SQLiteColumn)[];
type Page = { limit: number; offset: number };

/** The page's rows, in `order`: each list's order has an index behind it (docs/decisions/116-indexes-for-every-list.md). */
export const listPageQuery = <T extends SQLiteTable>(db: Db, table: T, where: SQL | undefined, order: Order, page: Page) =>
  db.select().from(table).where(where).orderBy(...order).limit(page.limit).offset(page.offset);

export async function listPage<T extends SQLiteTable>(db: Db, table: T, where: SQL | undefined, order: Order, page: Page): Promise<ListPage<T["$inferSelect"]>> {
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  const rows: T["$inferSelect"][] = await listPageQuery(db, table, where, order, page);
  return { rows, total: counted?.n ?? 0 };
}
