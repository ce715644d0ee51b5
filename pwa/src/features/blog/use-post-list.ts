/**
 * The blog list's data: the posts stored on the device, filtered on the device as the reader types,
 * and a background refresh from the server for the same filter (debounced while typing). The list never
 * waits for the network when the device already has matching posts.
 */
import { useFirstFrame } from "../../lib/start-up/prerendered-answers";
import { listAt } from "../../lib/start-up/prerendered-lists";
import { useLiveQuery } from "../../lib/database/use-live-query";
import { startTransition, useEffect, useMemo, useState } from "react";
import type { Post, TagEntry } from "#shared/schemas/blog";
import { db } from "../../lib/database/db";
import { LIST_LIMIT, postsPath, refreshPosts, refreshTags, storedTags, TAGS_PATH } from "./blog-catalog";
import { NO_FILTER, rankTags, selectPosts, type PostQuery } from "./post-filter";

export const SEARCH_DEBOUNCE_MS = 300;
export const TAG_CHIPS_MAX = 8;

type Refresh = { key: string; state: "loading" } | { key: string; state: "done"; total: number } | { key: string; state: "failed" };

export interface PostList {
  /** Undefined until the device's copy has been read. */
  posts: Post[] | undefined;
  total: number;
  tags: string[];
  refreshing: boolean;
  refreshFailed: boolean;
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
      (total) => settle(total === null ? { key: fetchKey, state: "failed" } : { key: fetchKey, state: "done", total }),
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
  const serverTotal = current?.state === "done" ? current.total : 0;
  return {
    posts: matches?.slice(0, LIST_LIMIT),
    // The server counts every match; the device may hold fewer (or, offline, the only ones known).
    total: Math.max(serverTotal, matches?.length ?? 0),
    tags: tags.slice(0, TAG_CHIPS_MAX),
    refreshing: current === null || current.state === "loading",
    refreshFailed: current?.state === "failed",
  };
}
