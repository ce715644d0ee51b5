/**
 * Keeps the device's copy of the shop fresh: the books (in the books table) and the category names the
 * server lists (in the key-value table), so the shop and its filter chips open with no signal.
 */
import type { Book } from "#shared/schemas/book";
import { MAX_LIST_LIMIT } from "#shared/rules/list-limit";
import { api, withQuery } from "../../lib/api/api-client";
import { refreshCollection } from "../../lib/api/catalog";
import { db } from "../../lib/database/db";
import { writeKv } from "../../lib/database/kv";

export const CATEGORIES_KEY = "shop_categories";
export const BOOKS_PATH = withQuery("/shop/books", { limit: MAX_LIST_LIMIT });
export const CATEGORIES_PATH = "/shop/categories";

export function refreshBooks(): Promise<boolean> {
  return refreshCollection<Book, { items: Book[] }>(db.books, BOOKS_PATH, (d) => d.items);
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

/** The server's list order: bestsellers first, then by id. */
export function sortBooks(books: readonly Book[]): Book[] {
  return [...books].sort((a, b) => Number(b.bestseller) - Number(a.bestseller) || a.id - b.id);
}

/** Before the category list has ever been fetched, the books on the device name their own categories. */
export function categoriesOf(books: readonly Book[]): string[] {
  return [...new Set(books.map((b) => b.category))].sort();
}
