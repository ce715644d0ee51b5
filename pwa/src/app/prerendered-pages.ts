// @chunk takeover
/**
 * The public pages the server pre-renders, each with its screen's source (whose styles the page carries
 * and whose scripts it preloads once painted)
 * and the reads its first frame draws from. The server fetches each read's paths from itself and
 * renders with the answers; the app, taking over, stores the same answers on the device through each
 * read's own refresh before its first render, so the device then holds what the page shows. A page
 * with parameters (`/hunt/:huntId`) reads what they name; a hunt's page is drawn from the hunt's
 * outline, which the device keeps only as a summary, never as the hunt it plays.
 * The cart, accounts and the admin area are not here: they draw from what this device holds.
 */
import { BOOKS_PATH, CATEGORIES_PATH, refreshShop } from "../features/shop/shop-catalog";
import { SHOP_REFRESH_KEY } from "../features/shop/use-shop-refresh";
import { LIST_LIMIT, postPath, postsPath, refreshPost, refreshPosts, refreshTags, TAGS_PATH } from "../features/blog/blog-catalog";
import { NO_FILTER } from "../features/blog/post-filter";
import { HUNT_LIST_PATH, HUNTS_REFRESH_KEY, refreshHuntOutline, refreshHunts } from "../features/hunts/hunt-catalog";
import { huntOutlinePath } from "../features/hunts/hunt-outline";
import { CONTENT_STATS, refreshContentStats } from "../features/site/content-stats";
import { PUBLIC_SETTINGS, refreshPublicSettings } from "../features/site-settings/public-settings";
import { stripLang } from "#shared/rules/lang-path";
import { patternParams } from "./screens";

export interface FirstFrameRead {
  /** The API GETs (after `/api`) whose answers the first frame draws from. */
  paths: string[];
  /** The device's refresh that asks for exactly those paths and stores the answers. */
  refresh: () => Promise<unknown>;
  /** The screens' background-refresh key for the same data, when they refresh it that way. */
  key?: string;
  /**
   * Without its answers the page is not drawn by the server but by the app, as any other page: what
   * it shows is not public (a draft, or nothing by that id).
   */
  required?: boolean;
}

/** What a page's parameters stand for in its path (`/hunt/:huntId` at `/hunt/3`: `{huntId: "3"}`). */
export type PageParams = Readonly<Record<string, string>>;

export interface PrerenderedPage {
  pattern: string;
  /** The screen's module, as the build's manifest names it. */
  source: string;
  /** Each read, or how the page's parameters make it. */
  reads: (FirstFrameRead | ((params: PageParams) => FirstFrameRead))[];
}

const SETTINGS: FirstFrameRead = { paths: [PUBLIC_SETTINGS.path], refresh: refreshPublicSettings, key: PUBLIC_SETTINGS.kvKey };
const STATS: FirstFrameRead = { paths: [CONTENT_STATS.path], refresh: refreshContentStats, key: CONTENT_STATS.kvKey };
const SHOP: FirstFrameRead = { paths: [BOOKS_PATH, CATEGORIES_PATH], refresh: refreshShop, key: SHOP_REFRESH_KEY };
const POSTS: FirstFrameRead = { paths: [postsPath(NO_FILTER, LIST_LIMIT)], refresh: () => refreshPosts(NO_FILTER, LIST_LIMIT) };
const TAGS: FirstFrameRead = { paths: [TAGS_PATH], refresh: refreshTags };
const HUNTS: FirstFrameRead = { paths: [HUNT_LIST_PATH], refresh: refreshHunts, key: HUNTS_REFRESH_KEY };

const post = ({ id }: PageParams): FirstFrameRead => ({ paths: [postPath(Number(id))], refresh: () => refreshPost(Number(id)), required: true });
const huntOutline = ({ huntId }: PageParams): FirstFrameRead => ({
  paths: [huntOutlinePath(Number(huntId))],
  refresh: () => refreshHuntOutline(Number(huntId)),
  required: true,
});

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { pattern: "/", source: "src/features/site/home-page.tsx", reads: [SETTINGS, STATS] },
  { pattern: "/about", source: "src/features/site/about-page.tsx", reads: [SETTINGS] },
  { pattern: "/map", source: "src/features/parks/parks-page.tsx", reads: [SETTINGS] },
  { pattern: "/blog", source: "src/features/blog/blog-list-page.tsx", reads: [SETTINGS, POSTS, TAGS] },
  { pattern: "/blog/:id", source: "src/features/blog/blog-post-page.tsx", reads: [SETTINGS, post] },
  { pattern: "/shop", source: "src/features/shop/shop-page.tsx", reads: [SETTINGS, SHOP] },
  { pattern: "/podcast", source: "src/features/site/podcast-page.tsx", reads: [SETTINGS] },
  { pattern: "/app", source: "src/features/site/mobile-app-page.tsx", reads: [SETTINGS] },
  { pattern: "/membership", source: "src/features/site/membership-page.tsx", reads: [SETTINGS] },
  { pattern: "/scavengerhunts", source: "src/features/hunts/scavenger-hunts-page.tsx", reads: [SETTINGS, HUNTS] },
  { pattern: "/hunt/:huntId", source: "src/features/hunts/hunt-page.tsx", reads: [SETTINGS, huntOutline] },
  { pattern: "/roperhunt", source: "src/features/hunts/roper-hunt-page.tsx", reads: [SETTINGS] },
];

/** Whether a page has one path only (no parameters): the server can draw it ahead of any visit. */
export const hasOnePath = (page: PrerenderedPage) => !/[:*]/.test(page.pattern);

/** The pre-rendered page at `pathname`, in any language (`/es/shop` is the shop's Spanish twin), with its reads there. */
export function prerenderedPage(pathname: string): { source: string; reads: FirstFrameRead[] } | undefined {
  const path = stripLang(pathname);
  for (const page of PRERENDERED_PAGES) {
    const params = patternParams(page.pattern, path);
    if (params) return { source: page.source, reads: page.reads.map((read) => (typeof read === "function" ? read(params) : read)) };
  }
  return undefined;
}
