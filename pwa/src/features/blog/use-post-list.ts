/**
 * The blog list's data: the posts stored on the device, filtered on the device as the reader types,
 * and a background refresh from the server for the same filter (debounced while typing). The list never
 * waits for the network when the device already has matching posts. It shows a page of them, and the
 * next page each time the reader asks: read after the cursor of the page before, not by reading a longer
 * first page again.
 */
import { useFirstFrame } from "../../lib/start-up/prerendered-answers";
import { listAt } from "../../lib/start-up/prerendered-lists";
import { useLiveQuery } from "../../lib/database/use-live-query";
import { startTransition, useEffect, useMemo, useState } from "react";
import type { Post, TagEntry } from "#shared/schemas/blog";
import { db } from "../../lib/database/db";
import { useLoadMore, type LoadMoreState } from "../../components/use-load-more";
import { LIST_LIMIT, postsPath, refreshPosts, refreshTags, storedTags, TAGS_PATH, type PostsRead } from "./blog-catalog";
import { NO_FILTER, rankTags, selectPosts, type PostQuery } from "./post-filter";

export const SEARCH_DEBOUNCE_MS = 300;
export const TAG_CHIPS_MAX = 8;

type Refresh = { key: string; state: "loading" } | { key: string; state: "done"; read: PostsRead } | { key: string; state: "failed" };

export interface PostList {
  /** Undefined until the device's copy has been read. */
  posts: Post[] | undefined;
  total: number;
  tags: string[];
  refreshing: boolean;
  refreshFailed: boolean;
  /** Whether the reader can ask for more posts, and asking. */
  more: boolean;
  view: LoadMoreState;
}

const keyOf = (query: PostQuery) => JSON.stringify([query.search.trim(), query.tag]);

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function usePostList(query: PostQuery): PostList {
  const key = keyOf(query);
  // A chip applies at once; only typing waits for a pause before asking the server.
  const searched = useDebounced(query.search.trim(), SEARCH_DEBOUNCE_MS);
  const fetchQuery = useMemo(() => ({ search: searched, tag: query.tag }), [searched, query.tag]);
  const fetchKey = keyOf(fetchQuery);
  const [refresh, setRefresh] = useState<Refresh>({ key: fetchKey, state: "loading" });

  useEffect(() => {
    let live = true;
    setRefresh({ key: fetchKey, state: "loading" });
    // Background news: the list redraws in slices, not in one pause.
    const settle = (next: Refresh) => live && startTransition(() => setRefresh(next));
    void refreshPosts(fetchQuery, LIST_LIMIT).then(
      (read) => settle(read === null ? { key: fetchKey, state: "failed" } : { key: fetchKey, state: "done", read }),
      () => settle({ key: fetchKey, state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [fetchKey, fetchQuery]);

  useEffect(() => {
    void refreshTags().catch(() => undefined);
  }, []);

  const first = useFirstFrame((answers) => {
    const posts = listAt<Post>(answers, postsPath(NO_FILTER, LIST_LIMIT));
    return posts && { posts, tags: listAt<TagEntry>(answers, TAGS_PATH)?.map((entry) => entry.tag) };
  });
  const stored = useLiveQuery(async () => ({ posts: await db.posts.toArray(), tags: await storedTags() }), [], first);
  const matches = useMemo(() => (stored ? selectPosts(stored.posts, query, new Date()) : undefined), [stored, query]);
  const tags = useMemo(() => (stored ? (stored.tags ?? rankTags(stored.posts, new Date())) : []), [stored]);

  const current = refresh.key === key ? refresh : null;
  const read = current?.state === "done" ? current.read : null;
  const view = useLoadMore({
    first: LIST_LIMIT,
    step: LIST_LIMIT,
    resetKey: key,
    needsPage: () => read?.next != null,
    loadPage: async () => {
      if (!read?.next || !read.last) return true;
      const after = await refreshPosts(fetchQuery, LIST_LIMIT, { cursor: read.next, after: read.last });
      if (after) setRefresh({ key: fetchKey, state: "done", read: after });
      return after !== null;
    },
  });
  const posts = matches?.slice(0, view.shown);
  // The server counts every match; the device may hold fewer (or, offline, the only ones known).
  const total = Math.max(read?.total ?? 0, matches?.length ?? 0);
  return {
    posts,
    total,
    tags: tags.slice(0, TAG_CHIPS_MAX),
    refreshing: current === null || current.state === "loading",
    refreshFailed: current?.state === "failed",
    more: (posts?.length ?? 0) < total && (view.shown < (matches?.length ?? 0) || read?.next != null),
    view,
  };
}
