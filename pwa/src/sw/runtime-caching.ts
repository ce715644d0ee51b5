/**
 * Images are cached as they are seen, with expiry, except those of downloaded hunts, which live in their
 * own cache with no expiry so a hunt prepared for the trip is still complete in the park. The QR
 * reader's WebAssembly is answered from the cache the group page keeps it in (its one version there:
 * the page drops an earlier one), and put there when first fetched.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { HUNT_DOWNLOADS_CACHE, IMAGE_CACHE, SCANNER_CACHE } from "../lib/installed-app/cache-names";

const IMAGE_MAX_ENTRIES = 300;
const IMAGE_MAX_AGE_S = 60 * 24 * 60 * 60;

export function setupRuntimeCaching(): void {
  const images = new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: IMAGE_MAX_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_S, purgeOnQuotaError: true }),
    ],
  });
  registerRoute(
    ({ request, url }) => request.destination === "image" || url.pathname.startsWith("/uploads/") || url.pathname.startsWith("/images/"),
    async (options) => (await caches.match(options.request, { cacheName: HUNT_DOWNLOADS_CACHE })) ?? images.handle(options),
  );
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.endsWith(".wasm"),
    new CacheFirst({ cacheName: SCANNER_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
  );
}
