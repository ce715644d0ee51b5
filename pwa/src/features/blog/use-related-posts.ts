/** Up to RELATED_LIMIT other articles, from the device's copy, refreshed in the background. */
import { useLiveQuery } from "../../lib/database/use-live-query";
import { useEffect, useMemo } from "react";
import type { Post } from "#shared/schemas/blog";
import { db } from "../../lib/database/db";
import { refreshPosts, RELATED_LIMIT } from "./blog-catalog";
import { NO_FILTER, relatedPosts } from "./post-filter";

const NONE: Post[] = [];

export function useRelatedPosts(currentId: number): Post[] {
  useEffect(() => {
    void refreshPosts(NO_FILTER, RELATED_LIMIT).catch(() => undefined);
  }, []);
  const posts = useLiveQuery(() => db.posts.toArray(), [], NONE);
  return useMemo(() => relatedPosts(posts, currentId, RELATED_LIMIT, new Date()), [posts, currentId]);
}
