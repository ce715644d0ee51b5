// @chunk takeover
/**
 * The counts Home shows until the server's are known. Kept apart from the zod schemas so Home can
 * show them without loading zod.
 */
import type { ContentStats } from "../schemas/analytics";

export const CONTENT_STATS_DEFAULTS: ContentStats = {
  blog_posts: 4,
  books: 4,
  podcast_episodes: 0,
  blog_views: 0,
  book_views: 0,
  podcast_views: 0,
};
