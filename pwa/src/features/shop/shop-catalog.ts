// @chunk takeover
/**
 * Keeps the device's copy of the shop fresh: the books (in the books table), a page at a time (the
 * first on every visit, the next ones on "Load more": lib/api/catalog-pages.ts), and the category names
 * the server lists (in the key-value table), so the shop and its filter chips open with no signal.
 */
import type { Book } from "#shared/schemas/book";
import { SHOP_PAGE } from "#shared/rules/list-limit";
import { api, withQuery } from "../../lib/api/api-client";
import { refreshFirstPage, type PagedCatalog } from "../../lib/api/catalog-pages";
import type { Page } from "../../lib/api/page";
import { db } from "../../lib/database/db";
import { writeKv } from "../../lib/database/kv";

export const CATEGORIES_KEY = "shop_categories";
export const CATEGORIES_PATH = "/shop/categories";

/** The server's list order: bestsellers first, then by id. */
const bookOrder = (a: Book, b: Book) => Number(b.bestseller) - Number(a.bestseller) || a.id - b.id;

export const BOOK_CATALOG: PagedCatalog<Book, Page<Book>> = {
  get table() {
    return db.books;
  },
  path: "/shop/books",
  query: { limit: SHOP_PAGE },
  kvKey: "shop_book_pages",
  // A server from before pages answered no `next`: its page then held every book there was.
  pick: (answer) => ({ items: answer.items, total: answer.total, next: answer.next ?? null }),
  order: bookOrder,
};
/** The first page's address, which the pre-rendered shop was drawn from. */
export const BOOKS_PATH = withQuery(BOOK_CATALOG.path, BOOK_CATALOG.query);

export function refreshBooks(): Promise<boolean> {
  return refreshFirstPage(BOOK_CATALOG);
}

export async function refreshCategories(): Promise<boolean> {
  const res = await api.get<{ items: string[] }>(CATEGORIES_PATH);
  if (!res.success || !Array.isArray(res.data?.items)) return false;
  await writeKv(CATEGORIES_KEY, res.data.items);
  return true;
}

export async function refreshShop(): Promise<boolean> {
  const [books, categories] = await Promise.all([refreshBooks(), refreshCategories()]);
  return books && categories;
}

export function sortBooks(books: readonly Book[]): Book[] {
  return [...books].sort(bookOrder);
}

/** Before the category list has ever been fetched, the books on the device name their own categories. */
export function categoriesOf(books: readonly Book[]): string[] {
  return [...new Set(books.map((b) => b.category))].sort();
}
