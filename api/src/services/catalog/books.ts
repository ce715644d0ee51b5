/**
 * Shop guidebooks: the public catalog (every book is listed; "Coming Soon" is `available: false`) and the
 * admin writes. Prices are stored in integer cents and exposed in dollars; the cover is one column shown
 * under both names the clients use (`image` in lists, `cover_image` in the admin form).
 */
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { toCents, toDollars } from "#shared/rules/money";
import type { Book, bookInputSchema, bookQuerySchema, bookUpdateSchema } from "#shared/schemas/book";
import type { Db } from "../../db";
import { books } from "../../db/tables";
import { notFound } from "../../errors";
import { catalogPage, orderOf, type SortKey } from "../infrastructure/list-page";

type BookRow = typeof books.$inferSelect;
type BookValues = z.output<typeof bookInputSchema>;
type BookChanges = z.output<typeof bookUpdateSchema>;
type BookQuery = z.output<typeof bookQuerySchema>;

function toBook(row: BookRow): Book {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: toDollars(row.priceCents),
    pages: row.pages,
    category: row.category,
    available: row.available,
    image: row.image,
    cover_image: row.image,
    bestseller: row.bestseller,
    difficulty: row.difficulty,
    features: row.features,
  };
}

/** Bestsellers first, then in the order they were added. */
export const BOOK_SORT: SortKey<BookRow>[] = [
  { column: books.bestseller, direction: "desc", of: (row) => row.bestseller },
  { column: books.id, direction: "asc", of: (row) => row.id },
];
export const BOOK_ORDER = orderOf(BOOK_SORT);

/** One page of the books the query matches, by cursor or offset; `total` counts them all. */
export async function listBooks(db: Db, query: BookQuery): Promise<{ items: Book[]; total: number; next: string | null }> {
  const where: SQL[] = [];
  if (query.category) where.push(eq(books.category, query.category));
  if (query.available !== undefined) where.push(eq(books.available, query.available));
  const { rows, total, next } = await catalogPage(db, books, and(...where), BOOK_SORT, query);
  return { items: rows.map(toBook), total, next };
}

export async function listCategories(db: Db): Promise<{ items: string[]; total: number }> {
  const rows = await db.selectDistinct({ category: books.category }).from(books).orderBy(asc(books.category));
  return { items: rows.map((r) => r.category), total: rows.length };
}

export async function findBook(db: Db, id: number): Promise<Book | null> {
  const [row] = await db.select().from(books).where(eq(books.id, id));
  return row ? toBook(row) : null;
}

/** The admin form's `cover_image` wins over `image` when both are sent; undefined when neither is. */
const coverOf = (input: { image?: string; cover_image?: string }) => input.cover_image ?? input.image;

export async function createBook(db: Db, input: BookValues): Promise<number> {
  const [row] = await db
    .insert(books)
    .values({
      title: input.title,
      description: input.description,
      priceCents: toCents(input.price),
      pages: input.pages,
      category: input.category,
      available: input.available,
      image: coverOf(input) ?? "",
      bestseller: input.bestseller,
      difficulty: input.difficulty,
      features: input.features,
    })
    .returning({ id: books.id });
  return row!.id;
}

/** Only the fields sent change. */
export async function updateBook(db: Db, id: number, changes: BookChanges): Promise<void> {
  const [exists] = await db.select({ id: books.id }).from(books).where(eq(books.id, id));
  if (!exists) throw notFound("Book");
  const values = {
    title: changes.title,
    description: changes.description,
    priceCents: changes.price === undefined ? undefined : toCents(changes.price),
    pages: changes.pages,
    category: changes.category,
    available: changes.available,
    image: coverOf(changes),
    bestseller: changes.bestseller,
    difficulty: changes.difficulty,
    features: changes.features,
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) await db.update(books).set(set).where(eq(books.id, id));
}

/** Past orders keep their own copy of title and price (order_items), so deleting a book never rewrites history. */
export async function deleteBook(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(books).where(eq(books.id, id)).returning({ id: books.id });
  if (deleted.length === 0) throw notFound("Book");
}
