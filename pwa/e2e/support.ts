/** Shared set-up for the browser tests: a fresh server on its own data directory and a Chromium context. */
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { launchProfile, type LaunchExtras } from "../../scripts/lib/browser";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process";

export interface E2eWorld {
  server: ServerProcess;
  context: BrowserContext;
  page: Page;
  /** A read-only look at the server's database, to check what arrived. */
  query<T>(sql: string, ...params: unknown[]): T;
  close(): Promise<void>;
}

// E2E_PORT_BASE lets two runs of the browser tests share a machine without taking each other's ports.
let nextPort = Number(process.env.E2E_PORT_BASE ?? 18_950);

/** `browser`: flags and environment for this world's Chromium beyond the usual (real voices, say). */
export async function openWorld(browser: LaunchExtras = {}): Promise<E2eWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-"));
  const server = await startServer(dataDir, nextPort++);
  const context = await launchProfile(join(dataDir, "profile"), browser);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    server,
    context,
    page,
    query<T>(sql: string, ...params: unknown[]) {
      const db = new Database(join(dataDir, "park-hunts.db"), { readonly: true });
      try {
        return db.prepare(sql).get(...params) as T;
      } finally {
        db.close();
      }
    },
    async close() {
      await context.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
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

export { outboxCount, outboxKinds, waitForServiceWorker } from "../../scripts/lib/page-probes";
