// @chunk takeover
/**
 * Which stored posts a reader sees, in which order: the same rules as the server's public list
 * (GET /api/blog/posts), so a list filtered on the device offline shows exactly what the server would
 * answer for the same posts, and a refresh can tell which stored rows the server no longer lists.
 */
import type { Post } from "#shared/schemas/blog";

export interface PostQuery {
  search: string;
  tag: string;
}

export const NO_FILTER: PostQuery = { search: "", tag: "" };

/** Published, or its scheduled time has come (the server decides this at read time, not with a flag). */
export function isPublic(post: Post, now: Date): boolean {
  return post.published || (post.scheduled_date !== null && post.scheduled_date <= now.toISOString());
}

/** SQLite's LIKE ignores case for ASCII letters only, so the device folds exactly those. */
function foldAscii(text: string): string {
  return text.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
}

export function matchesQuery(post: Post, query: PostQuery, now: Date): boolean {
  if (!isPublic(post, now)) return false;
  const tag = query.tag.trim();
  if (tag && !post.tags.includes(tag)) return false;
  const search = foldAscii(query.search.trim());
  if (!search) return true;
  return [post.title, post.excerpt, post.content].some((field) => foldAscii(field).includes(search));
}

/** Newest first by date (compared as text, as the server does), then the higher id. */
export function comparePosts(a: Post, b: Post): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.id - a.id;
}

export function selectPosts(posts: readonly Post[], query: PostQuery, now: Date): Post[] {
  return posts.filter((post) => matchesQuery(post, query, now)).sort(comparePosts);
}

/** Up to `limit` other public posts, newest first. */
export function relatedPosts(posts: readonly Post[], currentId: number, limit: number, now: Date): Post[] {
  return selectPosts(posts, NO_FILTER, now)
    .filter((post) => post.id !== currentId)
    .slice(0, limit);
}

/** SQLite's NOCASE collation, used by the server to order tags that are used equally often. */
const nocase = (a: string, b: string) => {
  const [x, y] = [foldAscii(a), foldAscii(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Tags of the given public posts, most used first (the server's order), for when the tag list was never fetched. */
export function rankTags(posts: readonly Post[], now: Date): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    if (!isPublic(post, now)) continue;
    for (const tag of new Set(post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a, m], [b, n]) => n - m || nocase(a, b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([tag]) => tag);
}
