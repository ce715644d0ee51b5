/** What the dashboard reads from the API, and the shape each answer must have. */
import { activityResponseSchema } from "#shared/schemas/activity";
import { analyticsSummarySchema, contentStatsSchema } from "#shared/schemas/analytics";
import { postSchema } from "#shared/schemas/blog";
import { bookSchema } from "#shared/schemas/book";
import { listOf } from "#shared/schemas/common";
import { episodeSchema } from "#shared/schemas/episode";

/** The dashboard lists the latest 5 posts, 3 books and 5 episodes. */
export const RECENT_POSTS = 5;
export const RECENT_BOOKS = 3;
export const RECENT_EPISODES = 5;

export const SUMMARY = { path: "/analytics/summary", schema: analyticsSummarySchema } as const;
export const CONTENT_STATS = { path: "/analytics/content-stats", schema: contentStatsSchema } as const;
export const ACTIVITY = { path: "/admin/activity", schema: activityResponseSchema } as const;

// Only the fields the lists show, so a post's whole body is not kept around for a title.
export const RECENT_POSTS_READ = {
  path: "/blog/posts",
  schema: listOf(postSchema.pick({ id: true, title: true, published: true, date: true })),
  query: { limit: RECENT_POSTS },
} as const;
export const RECENT_BOOKS_READ = {
  path: "/shop/books",
  schema: listOf(bookSchema.pick({ id: true, title: true, price: true, available: true })),
  query: { limit: RECENT_BOOKS },
} as const;
export const RECENT_EPISODES_READ = {
  path: "/podcast/episodes",
  schema: listOf(episodeSchema.pick({ id: true, title: true, season: true, episode_number: true, duration: true, published: true })),
  query: { limit: RECENT_EPISODES },
} as const;
