/**
 * The baseline for the offline cold start: the React hello world, built by the same Vite, served once
 * from loopback so its service worker keeps its files, then opened with the server stopped and the CPU
 * throttled 4x, like the hunt (`offline-hunt.ts`), until it marks its first render.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import type { BrowserContext } from "playwright-core";
import { launchBrowser } from "../lib/browser";
import { HOST } from "../lib/server-process";
import { buildBaseline } from "./bundle-size";
import { openOnline } from "./offline-hunt";

export const HELLO_READY_MARK = "hello-ready";

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

export interface InstalledHello {
  context: BrowserContext;
  url: string;
  close(): Promise<void>;
}

/** Serves `dir` on a free loopback port; `/` is its index.html. */
async function serveStatic(dir: string) {
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? "/", "http://x").pathname).replace(/^\/+/, "") || "index.html";
    try {
      const body = readFileSync(join(dir, path));
      res.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as { port: number };
  const stop = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return { url: `http://${HOST}:${port}/`, stop };
}

/** The hello world built, opened once online (its service worker keeps it), and its server stopped. */
export async function installHello(root: string): Promise<InstalledHello> {
  const dir = mkdtempSync(join(tmpdir(), "bench-hello-"));
  await buildBaseline(root, "hello-offline", dir);
  const server = await serveStatic(dir);
  const browser = await launchBrowser();
  const close = async () => {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const context = await browser.newContext();
    await (await openOnline(context, server.url, HELLO_READY_MARK)).close();
    await server.stop();
    return { context, url: server.url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
