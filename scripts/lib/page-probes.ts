/** Looks into a page under test: service-worker control and the device outbox. */
import type { Page } from "playwright-core";

/** Waits until the service worker controls the page, so later loads can come from it. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
    }
  });
}

/**
 * Asks the device's outbox store in the page: "count" counts its rows without reading them (queued
 * photos carry their bytes), "kinds" reads each row's kind, oldest first.
 */
function readOutbox(page: Page, ask: "count"): Promise<number>;
function readOutbox(page: Page, ask: "kinds"): Promise<string[]>;
function readOutbox(page: Page, ask: "count" | "kinds"): Promise<number | string[]> {
  return page.evaluate(async (ask) => {
    const open = indexedDB.open("park-hunts");
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = idb.transaction("outbox").objectStore("outbox");
    const request: IDBRequest = ask === "count" ? store.count() : store.getAll();
    const result = await new Promise<unknown>((resolve) => (request.onsuccess = () => resolve(request.result)));
    idb.close();
    if (ask === "count") return result as number;
    return (result as Array<{ kind: string; createdAt: number }>).sort((a, b) => a.createdAt - b.createdAt).map((row) => row.kind);
  }, ask);
}

/** How many outbox rows the device still holds. */
export function outboxCount(page: Page): Promise<number> {
  return readOutbox(page, "count");
}

/** The kind of each outbox row the device still holds, oldest first. */
export function outboxKinds(page: Page): Promise<string[]> {
  return readOutbox(page, "kinds");
}
