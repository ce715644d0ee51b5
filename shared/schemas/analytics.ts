/** Tracking payloads (sent through the outbox) and the figures admins read. */
import { z } from "zod";
import { shortText } from "./common";

const page = shortText(2000);
const visitorId = shortText(64).optional();

export const trackViewSchema = z.object({
  page: page.min(1),
  referrer: page.default(""),
  user_agent: shortText(1000).default(""),
  visitor_id: visitorId,
});
export type TrackView = z.input<typeof trackViewSchema>;

export const ENGAGEMENT_TYPES = ["engagement_update", "final_engagement", "cleanup_engagement"] as const;

export const trackContentViewSchema = z.object({
  content_id: z.union([z.string().trim().min(1).max(64), z.number().int()]).transform(String),
  content_type: z.enum(["blog", "book", "podcast", "hunt", "park", "page"]),
  page: page.default(""),
  user_agent: shortText(1000).default(""),
  visitor_id: visitorId,
  engagement: z
    .object({
      timestamp: z.union([z.string().max(64), z.number()]).optional(),
      scroll_depth: z.number().min(0).max(100).default(0),
      time_spent: z.number().min(0).max(86_400_000).default(0),
      type: z.enum(ENGAGEMENT_TYPES).optional(),
    })
    .default({ scroll_depth: 0, time_spent: 0 }),
});
export type TrackContentView = z.input<typeof trackContentViewSchema>;

export const EXIT_POINTS = ["visibility_hidden", "page_unload", "periodic_update", "component_unmount"] as const;

export const trackBlogSchema = z.object({
  post_id: z.coerce.number().int().positive(),
  time_spent: z.number().min(0).max(86_400_000),
  scroll_depth: z.number().min(0).max(100),
  words_read: z.number().int().min(0).max(1_000_000),
  completed_reading: z.boolean(),
  exit_point: z.enum(EXIT_POINTS),
});
export type TrackBlog = z.infer<typeof trackBlogSchema>;

export const analyticsSummarySchema = z.object({
  total_views: z.number().int(),
  today_views: z.number().int(),
  growth_rate: z.number(),
  unique_visitors: z.number().int(),
  most_popular_page: z.string(),
  daily_views: z.array(z.object({ date: z.string(), views: z.number().int() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const contentStatsSchema = z.object({
  blog_posts: z.number().int(),
  books: z.number().int(),
  podcast_episodes: z.number().int(),
  blog_views: z.number().int(),
  book_views: z.number().int(),
  podcast_views: z.number().int(),
});
export type ContentStats = z.infer<typeof contentStatsSchema>;
