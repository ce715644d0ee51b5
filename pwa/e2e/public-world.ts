/**
 * Set-up for the public-site browser tests: one fresh seeded server on its own data directory and one
 * Chromium per test file, with a new browser context (its own IndexedDB, cart and session) per visitor,
 * so a family and an admin can be signed in side by side.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/lib/browser";
import { ADMIN, startServer, type ServerProcess } from "../../scripts/lib/server-process";
import { apiCall } from "./support";

export interface PublicWorld {
  server: ServerProcess;
  browser: Browser;
  visitor(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A call to the server's API from outside the browser; throws on a non-2xx answer. */
  api<T>(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<T>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export async function openPublicWorld(port: number): Promise<PublicWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-public-"));
  const server = await startServer(dataDir, port);
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];

  const api = <T>(path: string, init?: { method?: string; body?: unknown; token?: string }) => apiCall<T>(server.url, path, init);

  return {
    server,
    browser,
    api,
    async visitor(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      return context;
    },
    async adminToken() {
      const { access_token } = await api<{ access_token: string }>("/auth/login", { method: "POST", body: ADMIN });
      return access_token;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Waits until the sign-in is saved on the device, so a full page load that follows is still signed in. */
export async function waitForStoredSession(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const open = indexedDB.open("park-hunts");
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const request = idb.transaction("kv").objectStore("kv").get("auth_token");
    const row = await new Promise<unknown>((resolve) => (request.onsuccess = () => resolve(request.result)));
    idb.close();
    return row !== undefined;
  });
}
