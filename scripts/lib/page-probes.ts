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

/** How many outbox rows the device still holds. */
export async function outboxCount(page: Page): Promise<number> {
  return (await outboxKinds(page)).length;
}

/** The kind of each outbox row the device still holds, oldest first. */
export async function outboxKinds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open("park-hunts");
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const request = idb.transaction("outbox").objectStore("outbox").getAll();
    const rows = await new Promise<Array<{ kind: string; createdAt: number }>>((resolve) => (request.onsuccess = () => resolve(request.result)));
    idb.close();
    return rows.sort((a, b) => a.createdAt - b.createdAt).map((row) => row.kind);
  });
}
