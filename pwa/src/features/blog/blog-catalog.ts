/**
 * Keeps the device's copy of the blog fresh: list pages, single posts and the tag list. Posts live in
 * Dexie `posts` (so whatever was seen once opens offline); the tag list in the key-value table.
 */
import type { Post, TagEntry } from "#shared/schemas/blog";
import { api, withQuery } from "../../lib/api/api-client";
import { refreshCollection } from "../../lib/api/catalog";
import { db } from "../../lib/database/db";
import { readKv, writeKv } from "../../lib/database/kv";
import { comparePosts, matchesQuery, type PostQuery } from "./post-filter";

export const LIST_LIMIT = 20;
export const RELATED_LIMIT = 3;
export const TAGS_KEY = "blog_tags";
export const TAGS_PATH = "/blog/tags";

/** The public list's page of `limit` posts for `query`, as a request path. */
export function postsPath(query: PostQuery, limit: number): string {
  return withQuery("/blog/posts", { search: query.search.trim(), tag: query.tag, published: "true", limit });
}

interface PostPage {
  items: Post[];
  total: number;
}

/**
 * Fetches one page of the public list for `query` and stores it. A stored post that matches the query
 * but is missing from the answer is dropped when the server would have listed it (it sorts before the
 * page's last post, or the page holds every match): it was deleted or unpublished. Posts beyond a full
 * page, and posts the query does not cover, stay. Answers the server's total, or null when it failed.
 */
export async function refreshPosts(query: PostQuery, limit: number, now = new Date()): Promise<number | null> {
  let page: PostPage = { items: [], total: 0 };
  const ok = await refreshCollection<Post, PostPage>(
    db.posts,
    postsPath(query, limit),
    (data) => {
      page = data;
      return data.items;
    },
    {
      keep: (local) => {
        if (!matchesQuery(local, query, now)) return true;
        const last = page.items.at(-1);
        const truncated = page.items.length < page.total;
        return truncated && last !== undefined && comparePosts(local, last) > 0;
      },
    },
  );
  return ok ? page.total : null;
}

export type PostRefresh = "ok" | "not-found" | "offline" | "failed";

/** Fetches one post and stores it, so it opens offline next time; a 404 removes the device's copy. */
export async function refreshPost(id: number): Promise<PostRefresh> {
  const res = await api.get<Post>(`/blog/posts/${id}`);
  if (res.success) {
    await db.posts.put(res.data);
    return "ok";
  }
  if (res.status === 404) {
    await db.posts.delete(id);
    return "not-found";
  }
  return res.status === 0 ? "offline" : "failed";
}

/** The server's tag list, most used first. */
export async function refreshTags(): Promise<boolean> {
  const res = await api.get<{ items: TagEntry[] }>(TAGS_PATH);
  if (!res.success) return false;
  await writeKv(
    TAGS_KEY,
    res.data.items.map((entry) => entry.tag),
  );
  return true;
}

export function storedTags(): Promise<string[] | undefined> {
  return readKv<string[]>(TAGS_KEY);
}
