/**
 * The blog posts and guidebooks a park's dialog points to. They are read from the device's catalog
 * (so a dialog seen once opens offline) and refreshed from the API in the background while the
 * directory is open.
 */
import { useLiveQuery } from "../../lib/database/use-live-query";
import type { EntityTable } from "dexie";
import type { Book } from "#shared/schemas/book";
import type { Post } from "#shared/schemas/blog";
import type { Park } from "#shared/schemas/park";
import { api } from "../../lib/api/api-client";
import { useBackgroundRefresh } from "../../lib/api/background-refresh";
import { db } from "../../lib/database/db";
import { PARK_EXTRAS } from "./park-directory";

interface List<T> {
  items: T[];
  total: number;
}

export interface RelatedContent {
  posts: Post[];
  books: Book[];
}

const RELATED_POST_IDS = [...new Set(Object.values(PARK_EXTRAS).flatMap((e) => e.blogPostIds))];
const RELATED_BOOK_IDS = [...new Set(Object.values(PARK_EXTRAS).flatMap((e) => e.bookIds))];
/** The API's largest page: enough for the whole catalog in one call. */
const WHOLE_LIST = 100;

/**
 * Saves every listed row without dropping rows other screens keep in the same table; a related id
 * the complete list no longer has (deleted or unpublished) is removed so its dialog stops linking to it.
 */
async function refreshRelated<T extends { id: number }>(
  table: EntityTable<T, "id">,
  path: string,
  query: Record<string, string | number>,
  relatedIds: number[],
): Promise<boolean> {
  const res = await api.get<List<T>>(path, query);
  if (!res.success) return false;
  const { items, total } = res.data;
  const listed = new Set(items.map((row) => row.id));
  await db.transaction("rw", table, async () => {
    await table.bulkPut(items);
    if (items.length >= total) await table.bulkDelete(relatedIds.filter((id) => !listed.has(id)) as Parameters<typeof table.bulkDelete>[0]);
  });
  return true;
}

export const refreshRelatedPosts = () =>
  refreshRelated(db.posts, "/blog/posts", { published: "true", limit: WHOLE_LIST }, RELATED_POST_IDS);
export const refreshRelatedBooks = () => refreshRelated(db.books, "/shop/books", { limit: WHOLE_LIST }, RELATED_BOOK_IDS);

/** Keeps the related posts and books fresh while the directory is on screen. */
export function useRelatedRefresh(): void {
  useBackgroundRefresh("park-related-posts", refreshRelatedPosts);
  useBackgroundRefresh("park-related-books", refreshRelatedBooks);
}

const present = <T,>(rows: (T | undefined)[]): T[] => rows.filter((row): row is T => row !== undefined);

/**
 * The park's related content the device has; undefined while it is being read. Every stored post came
 * from the public API, so it is one a visitor may read.
 */
export function useRelatedContent(park: Park): RelatedContent | undefined {
  return useLiveQuery(async () => {
    const extras = PARK_EXTRAS[park.id];
    if (!extras) return { posts: [], books: [] };
    const [posts, books] = await Promise.all([db.posts.bulkGet(extras.blogPostIds), db.books.bulkGet(extras.bookIds)]);
    return { posts: present(posts), books: present(books) };
  }, [park.id]);
}
