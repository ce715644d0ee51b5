/**
 * The offline cold start that `bench:pwa` times and `cold-start-trace.ts` breaks down: the real server on
 * a fresh database, a browser that opened the hunt once online (which installs the service worker and
 * keeps the hunt on the device), then, once the server is stopped, each start a new page with the CPU
 * throttled 4x through CDP, until the hunt marks `hunt-ready`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { HUNT_READY_MARK } from "../../pwa/src/features/hunts/use-ready-mark";
import { launchBrowser } from "../lib/browser";
import { waitForServiceWorker } from "../lib/page-probes";
import { startServer, type ServerProcess } from "../lib/server-process";

const CPU_SLOWDOWN = 4;
const READY_TIMEOUT_MS = 30_000;

export interface InstalledHunt {
  server: ServerProcess;
  context: BrowserContext;
  /** The page that opened the hunt online, still open. */
  page: Page;
  /** The hunt's address. */
  url: string;
  close(): Promise<void>;
}

/** The app installed from a server on `port`, with hunt `huntId` opened once online. */
export async function installHunt(port: number, huntId: number): Promise<InstalledHunt> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-pwa-data-"));
  const server = await startServer(dataDir, port);
  const browser = await launchBrowser();
  const close = async () => {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const context = await browser.newContext();
    const url = `${server.url}/hunt/${huntId}`;
    const page = await openOnline(context, url, HUNT_READY_MARK);
    return { server, context, page, url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A page on `url` opened while its server is up, then again once the service worker controls it (so the
 * worker keeps what that load fetches), until the page marks `mark`.
 */
export async function openOnline(context: BrowserContext, url: string, mark: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await waitForServiceWorker(page);
  await page.reload();
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark);
  return page;
}

/** A new page on `url` with the CPU throttled, once its navigation has committed. */
export async function openCold(context: BrowserContext, url: string): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "commit" });
  return { page, cdp };
}

/**
 * When the page marked `mark` (`hunt-ready` unless told). Asked through a few lines of CDP-evaluated
 * polling, not Playwright's waitForFunction: that first injects Playwright's own script into the page,
 * which costs about 70 ms of the throttled main thread in the middle of the start being measured.
 */
export async function readyMark(cdp: CDPSession, mark = HUNT_READY_MARK): Promise<number> {
  const expression = `new Promise((resolve, reject) => {
    const started = Date.now();
    const look = () => {
      const mark = performance.getEntriesByName(${JSON.stringify(mark)})[0];
      if (mark) resolve(mark.startTime);
      else if (Date.now() - started > ${READY_TIMEOUT_MS}) reject(new Error(${JSON.stringify(`the page never marked ${mark}`)}));
      else setTimeout(look, 100);
    };
    look();
  })`;
  const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value as number;
}
