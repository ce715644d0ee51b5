/**
 * When the page flushes the outbox: at start, when the browser says it is online, when the app becomes
 * visible, every SYNC_TIMER_MS while open, and right after something is queued. Where the browser has
 * Background Sync the service worker is also asked to flush when connectivity returns, even with the app
 * closed; it runs the same flushOutbox.
 */
import { setFlushRequester } from "./outbox";
import { BACKGROUND_SYNC_TAG } from "./channel";
import { flushOutbox, setPhotoDrain } from "./flush";

export const SYNC_TIMER_MS = 30_000;

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function registerBackgroundSync(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  await registration?.sync?.register(BACKGROUND_SYNC_TAG).catch(() => undefined);
}

export function startSyncTriggers(): () => void {
  // Loaded the first time a photo is due: most pages never send one.
  setPhotoDrain(() => import("../photos/photo-drain").then((m) => m.drainPhotos));
  const flush = () => void flushOutbox();
  setFlushRequester(() => {
    flush();
    void registerBackgroundSync();
  });
  const onVisible = () => document.visibilityState === "visible" && flush();
  window.addEventListener("online", flush);
  document.addEventListener("visibilitychange", onVisible);
  const timer = window.setInterval(flush, SYNC_TIMER_MS);
  flush();
  return () => {
    window.removeEventListener("online", flush);
    document.removeEventListener("visibilitychange", onVisible);
    window.clearInterval(timer);
  };
}
