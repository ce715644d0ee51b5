/**
 * Addresses a navigation may open that are not the app's pages, so the service worker leaves them to
 * the network instead of answering with the app shell: the API, uploaded pictures, preview cards, and the
 * files the server writes for search engines (a crawler or a curious visitor opening /sitemap.xml must
 * get the file, not the home screen). Workbox tests each against the path and query.
 */
import { CARDS_PATH } from "#shared/rules/card-image";
import { ROBOTS_PATH, SITEMAP_PATH } from "#shared/rules/public-pages";

/** `path` exactly, with or without a query. */
const exactly = (path: string) => new RegExp(`^${path.replace(/[.]/g, "\\.")}(?:\\?|$)`);

export const NOT_APP_PAGES: RegExp[] = [/^\/api\//, /^\/uploads\//, new RegExp(`^${CARDS_PATH}`), exactly(SITEMAP_PATH), exactly(ROBOTS_PATH)];
