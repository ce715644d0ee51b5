/** Shared set-up for the browser tests: a fresh server on its own data directory, and a Chromium context or another engine's page. */
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { launchProfile, type LaunchExtras } from "../../scripts/lib/browser";
import { outboxCount } from "../../scripts/lib/page-probes";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process";

/** A fresh server on its own data directory, and a look at its database; the browser is the test's to open. */
export interface E2eServerWorld {
  server: ServerProcess;
  dataDir: string;
  /** A read-only look at the server's database, to check what arrived. */
  query<T>(sql: string, ...params: unknown[]): T;
  close(): Promise<void>;
}

/** The same with a Chromium profile open on it. */
export interface E2eWorld extends E2eServerWorld {
  context: BrowserContext;
  page: Page;
}

// E2E_PORT_BASE lets two runs of the browser tests share a machine without taking each other's ports.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 18_950);
let nextPort = PORT_BASE;

/** A port of its own for a test file's server, `offset` above the base (files that open worlds take 0-9). */
export const e2ePort = (offset: number) => PORT_BASE + offset;

export async function openServerWorld(): Promise<E2eServerWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-"));
  const server = await startServer(dataDir, nextPort++);
  return {
    server,
    dataDir,
    query<T>(sql: string, ...params: unknown[]) {
      const db = new Database(join(dataDir, "park-hunts.db"), { readonly: true });
      try {
        return db.prepare(sql).get(...params) as T;
      } finally {
        db.close();
      }
    },
    async close() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `browser`: flags and environment for this world's Chromium beyond the usual (real voices, say). */
export async function openWorld(browser: LaunchExtras = {}): Promise<E2eWorld> {
  const base = await openServerWorld();
  const context = await launchProfile(join(base.dataDir, "profile"), browser).catch(async (error: unknown) => {
    await base.close();
    throw error;
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    ...base,
    context,
    page,
    async close() {
      await context.close();
      await base.close();
    },
  };
}

/** A call to the server's API from outside the browser; throws on a non-2xx answer. */
export async function apiCall<T>(baseUrl: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export { outboxCount, outboxInPage, outboxKinds, serviceWorkerInPage, waitForServiceWorker } from "../../scripts/lib/page-probes";

/**
 * Signal comes back: the server starts again, the page is told it is online and its outbox drains;
 * then a reload, whose own start-up flush would resend anything the first delivery left behind, is
 * given time to do so, so the test can count what arrived exactly once.
 */
export async function signalReturns(page: Page, server: ServerProcess, drainTimeoutMs = 30_000): Promise<void> {
  await server.start();
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  const deadline = Date.now() + drainTimeoutMs;
  while ((await outboxCount(page)) !== 0) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the outbox to drain");
    await new Promise((r) => setTimeout(r, 250));
  }
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await new Promise((resolve) => setTimeout(resolve, 1500));
}
