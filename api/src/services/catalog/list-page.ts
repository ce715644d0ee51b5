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

export async function listPage<T extends SQLiteTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: (SQL | SQLiteColumn)[],
  page: { limit: number; offset: number },
): Promise<ListPage<T["$inferSelect"]>> {
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  const rows: T["$inferSelect"][] = await db.select().from(table).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
  return { rows, total: counted?.n ?? 0 };
}
