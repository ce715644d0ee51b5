// @chunk takeover
/**
 * Keeps the device's copy of the blog fresh: list pages, single posts and the tag list. Posts live in
 * Dexie `posts` (so whatever was seen once opens offline); the tag list in the key-value table.
 */
import { BLOG_PAGE } from "#shared/rules/list-limit";
import type { Post, TagEntry } from "#shared/schemas/blog";
import type { Page } from "#shared/schemas/common";
import { api, withQuery } from "../../lib/api/api-client";
import { refreshCollection } from "../../lib/api/catalog";
import { db } from "../../lib/database/db";
import { readKv, writeKv } from "../../lib/database/kv";
import { comparePosts, matchesQuery, type PostQuery } from "./post-filter";

export const LIST_LIMIT = BLOG_PAGE;
export const RELATED_LIMIT = 3;
export const TAGS_KEY = "blog_tags";
export const TAGS_PATH = "/blog/tags";

/** The public list's page of `limit` posts for `query` (after `cursor`, the `next` of the page before), as a request path. */
export function postsPath(query: PostQuery, limit: number, cursor?: string): string {
  return withQuery("/blog/posts", { search: query.search.trim(), tag: query.tag, published: "true", limit, cursor });
}

/** What a read of one page tells the list: how many match in all, and how to read the page after it. */
export interface PostsRead {
  total: number;
  /** The cursor of the next page; null on the last. */
  next: string | null;
  /** The page's last post: the next page starts after it. */
  last: Post | undefined;
}

/** A page after the first: the previous page's `next`, and that page's last post. */
export interface PageAfter {
  cursor: string;
  after: Post;
}

/**
 * Fetches one page of the public list for `query` (the first, or the one after `from`) and stores it.
 * A stored post that matches the query but is missing from the answer is dropped when the server would
 * have listed it on this page (it sorts after the page's start and before its last post, or the page is
 * the last): it was deleted or unpublished. Posts on other pages, and posts the query does not cover,
 * stay. Answers the server's total and way on, or null when it failed.
 */
export async function refreshPosts(query: PostQuery, limit: number, from?: PageAfter, now = new Date()): Promise<PostsRead | null> {
  let page: Partial<Page<Post>> = {};
  const ok = await refreshCollection<Post, Page<Post>>(
    db.posts,
    postsPath(query, limit, from?.cursor),
    (data) => {
      page = data;
      return data.items;
    },
    {
      keep: (local) => {
        if (!matchesQuery(local, query, now)) return true;
        if (from && comparePosts(local, from.after) <= 0) return true;
        const items = page.items ?? [];
        const last = items.at(-1);
        // An answer without `next` (an older server's) is a first page that says how many match.
        const more = page.next === undefined ? items.length < (page.total ?? 0) : page.next !== null;
        return more && last !== undefined && comparePosts(local, last) > 0;
      },
    },
  );
  return ok ? { total: page.total ?? 0, next: page.next ?? null, last: page.items?.at(-1) } : null;
}

export type PostRefresh = "ok" | "not-found" | "offline" | "failed";

/** One public post's read, as a request path (a pre-rendered post's page was drawn from it). */
export const postPath = (id: number) => `/blog/posts/${id}`;

/** Fetches one post and stores it, so it opens offline next time; a 404 removes the device's copy. */
export async function refreshPost(id: number): Promise<PostRefresh> {
  const res = await api.get<Post>(postPath(id));
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
