/**
 * What starts once the first screen is on the glass: outbox delivery triggers, the service-worker
 * registration and the persistent-storage request. None of it is needed to draw a hunt, so it stays
 * out of the first load; anything queued before it starts is sent by its initial flush.
 */
export function afterFirstRender(): void {
  const start = () => {
    void import("../sync/triggers").then((m) => m.startSyncTriggers());
    void import("./service-worker").then((m) => m.registerServiceWorker());
    void import("./storage").then((m) => m.requestPersistentStorage());
  };
  if (document.readyState === "complete") setTimeout(start, 0);
  else window.addEventListener("load", () => setTimeout(start, 0), { once: true });
}
