/**
 * Looks into a page under test: service-worker control and the device outbox. Each probe is a function
 * that runs in the page (any engine's driver can run it) with a Playwright wrapper beside it.
 */
import type { Page } from "playwright-core";

/** In the page: waits until the service worker controls it, so later loads can come from it. */
export async function serviceWorkerInPage(): Promise<boolean> {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
  }
  return true;
}

/** Waits until the service worker controls the page, so later loads can come from it. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(serviceWorkerInPage);
}

/**
 * In the page: asks the device's outbox store; "count" counts its rows without reading them (queued
 * photos carry their bytes), "kinds" reads each row's kind, oldest first.
 */
export async function outboxInPage(ask: "count" | "kinds"): Promise<number | string[]> {
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
}

/** How many outbox rows the device still holds. */
export async function outboxCount(page: Page): Promise<number> {
  return (await page.evaluate<number | string[], "count" | "kinds">(outboxInPage, "count")) as number;
}

/** The kind of each outbox row the device still holds, oldest first. */
export async function outboxKinds(page: Page): Promise<string[]> {
  return (await page.evaluate<number | string[], "count" | "kinds">(outboxInPage, "kinds")) as string[];
}
