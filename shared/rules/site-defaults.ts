import type { ContentStats } from "../schemas/analytics";

/**
 * The settings a fresh site starts with. Kept apart from the zod schemas so the public screens can read
 * them without loading zod on a hunt's first load.
 */
export const DEFAULT_SETTINGS = {
  site_name: "Park Hunts",
  site_description: "Scavenger-hunt guidebooks that turn national park visits into family adventures.",
  contact_email: "hello@parkhunts.example",
  default_book_price: 13.99,
  newsletter_enabled: true,
  maintenance_mode: false,
};

export interface PublicSiteSettings {
  site_name: string;
  site_description: string;
  newsletter_enabled: boolean;
  maintenance_mode: boolean;
}

/** The spec's counts on Home until the server's are known. */
export const CONTENT_STATS_DEFAULTS: ContentStats = {
  blog_posts: 4,
  books: 4,
  podcast_episodes: 0,
  blog_views: 0,
  book_views: 0,
  podcast_views: 0,
};
