/// <reference lib="webworker" />
/**
 * The service worker: precached shell, cached images, outbox delivery. A new version waits until the
 * page asks it to take over (the "New version available — Reload" button), so a hunt is never reloaded
 * from under a family.
 */
import { clientsClaim } from "workbox-core";
import type { PrecacheEntry } from "workbox-precaching";
import { setupPrecache } from "./precache";
import { setupRuntimeCaching } from "./runtime-caching";
import { setupSync } from "./sync";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** The links a hunt page's head adds to the shell's, written in by the build (scripts/vite/screen-head.ts). */
declare const __HUNT_PAGE_HEAD__: string;

setupPrecache(self.__WB_MANIFEST, __HUNT_PAGE_HEAD__);
setupRuntimeCaching();
setupSync(self);

// The first install takes control of the open page at once, so the hunt the family just opened works
// offline without a reload; later versions still wait for the Reload button (skipWaiting on request).
clientsClaim();

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
