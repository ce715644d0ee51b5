/**
 * The public pages the server pre-renders, each with its screen's source (whose styles the page links
 * and whose scripts it preloads)
 * and the reads its first frame draws from. The server fetches each read's paths from itself and
 * renders with the answers; the app, taking over, stores the same answers on the device through each
 * read's own refresh before its first render, so the device then holds what the page shows.
 * Hunts, the cart, accounts and the admin area are not here: they draw from what this device holds.
 */
import { BOOKS_PATH, CATEGORIES_PATH, refreshShop } from "../features/shop/shop-catalog";
import { SHOP_REFRESH_KEY } from "../features/shop/use-shop-refresh";
import { LIST_LIMIT, postsPath, refreshPosts, refreshTags, TAGS_PATH } from "../features/blog/blog-catalog";
import { NO_FILTER } from "../features/blog/post-filter";
import { CONTENT_STATS, refreshContentStats } from "../features/site/content-stats";
import { PUBLIC_SETTINGS, refreshPublicSettings } from "../features/site-settings/public-settings";
import { stripLang } from "#shared/rules/lang-path";
import { matchesPattern } from "./screens";

export interface FirstFrameRead {
  /** The API GETs (after `/api`) whose answers the first frame draws from. */
  paths: string[];
  /** The device's refresh that asks for exactly those paths and stores the answers. */
  refresh: () => Promise<unknown>;
  /** The screens' background-refresh key for the same data, when they refresh it that way. */
  key?: string;
}

export interface PrerenderedPage {
  pattern: string;
  /** The screen's module, as the build's manifest names it. */
  source: string;
  reads: FirstFrameRead[];
}

const SETTINGS: FirstFrameRead = { paths: [PUBLIC_SETTINGS.path], refresh: refreshPublicSettings, key: PUBLIC_SETTINGS.kvKey };
const STATS: FirstFrameRead = { paths: [CONTENT_STATS.path], refresh: refreshContentStats, key: CONTENT_STATS.kvKey };
const SHOP: FirstFrameRead = { paths: [BOOKS_PATH, CATEGORIES_PATH], refresh: refreshShop, key: SHOP_REFRESH_KEY };
const POSTS: FirstFrameRead = { paths: [postsPath(NO_FILTER, LIST_LIMIT)], refresh: () => refreshPosts(NO_FILTER, LIST_LIMIT) };
const TAGS: FirstFrameRead = { paths: [TAGS_PATH], refresh: refreshTags };

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { pattern: "/", source: "src/features/site/home-page.tsx", reads: [SETTINGS, STATS] },
  { pattern: "/about", source: "src/features/site/about-page.tsx", reads: [SETTINGS] },
  { pattern: "/map", source: "src/features/parks/parks-page.tsx", reads: [SETTINGS] },
  { pattern: "/blog", source: "src/features/blog/blog-list-page.tsx", reads: [SETTINGS, POSTS, TAGS] },
  { pattern: "/shop", source: "src/features/shop/shop-page.tsx", reads: [SETTINGS, SHOP] },
  { pattern: "/podcast", source: "src/features/site/podcast-page.tsx", reads: [SETTINGS] },
  { pattern: "/app", source: "src/features/site/mobile-app-page.tsx", reads: [SETTINGS] },
  { pattern: "/membership", source: "src/features/site/membership-page.tsx", reads: [SETTINGS] },
];

/** The pre-rendered page at `pathname`, in any language (`/es/shop` is the shop's Spanish twin). */
export function prerenderedPage(pathname: string): PrerenderedPage | undefined {
  const path = stripLang(pathname);
  return PRERENDERED_PAGES.find((page) => matchesPattern(page.pattern, path));
}
