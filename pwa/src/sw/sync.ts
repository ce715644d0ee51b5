/** The worker's part in delivery: Background Sync (and a page's message) run the same flushOutbox the page uses. */
import { flushOutbox, setPhotoDrain } from "../sync/flush";
import { drainPhotos } from "../photos/photo-drain";
import { BACKGROUND_SYNC_TAG } from "../sync/channel";

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

export function setupSync(scope: ServiceWorkerGlobalScope): void {
  // Bundled, not loaded later: a classic worker cannot import() (see sync/flush.ts).
  setPhotoDrain(async () => drainPhotos);
  scope.addEventListener("sync", (event) => {
    const e = event as SyncEvent;
    if (e.tag === BACKGROUND_SYNC_TAG) e.waitUntil(flushOutbox().then(() => undefined));
  });
  scope.addEventListener("message", (event) => {
    if (event.data?.type === "FLUSH_OUTBOX") event.waitUntil(flushOutbox().then(() => undefined));
  });
}
