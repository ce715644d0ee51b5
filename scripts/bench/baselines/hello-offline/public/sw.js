// Keeps every file the page fetches and answers from the kept copy first, as the app's precache does,
// so the page opens with the server stopped.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("fetch", (event) => {
  event.respondWith(
    caches.open("hello").then(async (cache) => {
      const kept = await cache.match(event.request);
      if (kept) return kept;
      const answer = await fetch(event.request);
      if (answer.ok) await cache.put(event.request, answer.clone());
      return answer;
    }),
  );
});
