/**
 * The app shell: every built file precached, and any in-app navigation (never /api, /uploads or the
 * search engines' files: not-app-pages.ts) answered with index.html, made ready for the screen it
 * opens (page-answer.ts).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { readRows } from "../lib/start-up/device-rows";
import { answerPage } from "./page-answer";
import { NOT_APP_PAGES } from "./not-app-pages";

/** `huntHead`: the links a hunt page's head adds to the shell's (the build names the hunt screen's files). */
export function setupPrecache(manifest: (string | PrecacheEntry)[], huntHead: string): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  const shell = createHandlerBoundToURL("/index.html");
  registerRoute(
    new NavigationRoute(
      async (options) =>
        answerPage(await shell(options), options.url.pathname, {
          huntHead,
          read: readRows,
          untilSent: (sent) => (options.event as ExtendableEvent | undefined)?.waitUntil(sent),
        }),
      { denylist: NOT_APP_PAGES },
    ),
  );
}
