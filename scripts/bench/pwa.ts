/**
 * `npm run bench:pwa`: four measurements of the installed app, side by side with their baselines (the
 * fourth, the longest main-thread task while a 12 MP photo is kept, in photo-task.ts).
 *  1. The gzipped JS the /hunt/:id route loads before it renders, beside a React hello world and the
 *     bare libraries the route needs, built by the same Vite (goal: at most 1.9x the hello world).
 *  2. Offline cold start: server stopped, the service worker serving, CPU throttled 4x through CDP,
 *     time from navigation to the `hunt-ready` mark, median of 11 (goal: at most 350 ms), then the same
 *     for a React hello world opened the same way (`offline-hello.ts`); where the hunt's time goes:
 *     `cold-start-trace.ts`.
 *  3. Draining 10,000 queued outbox items to the loopback API (goal: at most 2 s, zero duplicates).
 */
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { outboxCount } from "../lib/page-probes";
import { HUNT_ROUTE } from "../vite/first-load";
import { buildBaseline, gzippedJs } from "./bundle-size";
import { HELLO_READY_MARK, installHello } from "./offline-hello";
import { installHunt, openCold, readyMark } from "./offline-hunt";
import { photoTask, photoTaskRow } from "./photo-task";

const root = fileURLToPath(new URL("../..", import.meta.url));
const COLD_STARTS = 11;
const DRAIN_ITEMS = 10_000;
const PORT = 18_905;
const HUNT_ID = 1;
const DRAIN_TIMEOUT_MS = 120_000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function bundleSizes() {
  const tmp = mkdtempSync(join(tmpdir(), "bench-pwa-"));
  try {
    const hello = await buildBaseline(root, "hello", join(tmp, "hello"));
    const bare = await buildBaseline(root, "bare-libs", join(tmp, "bare"));
    // The entry starts the app chunk and the hunt chunk together; both load before the first render.
    const app = gzippedJs(join(root, "pwa/dist"), HUNT_ROUTE);
    return { hello, bare, app: app.bytes, files: app.files.length };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function coldStartsAndDrain() {
  const hunt = await installHunt(PORT, HUNT_ID);
  try {
    // The cold starts come before the drain: a browser that has just stored and deleted 10,000 rows is
    // still compacting its database, which slowed the first starts after it, and a family's phone opening
    // a hunt has not just done that.
    await hunt.server.stop();
    const times: number[] = [];
    for (let i = 0; i < COLD_STARTS; i++) times.push(await timeColdStart(hunt.context, hunt.url));

    await hunt.server.start();
    const drain = await drainOutbox(hunt.page, hunt.server.dataDir);
    return { times, drain };
  } finally {
    await hunt.close();
  }
}

/**
 * The hello world's starts come after the hunt's, its browser launched only then: a second browser
 * beside the hunt's, even idle, slowed the hunt's starts on two cores.
 */
async function helloColdStarts() {
  const hello = await installHello(root);
  try {
    const times: number[] = [];
    for (let i = 0; i < COLD_STARTS; i++) times.push(await timeColdStart(hello.context, hello.url, HELLO_READY_MARK));
    return times;
  } finally {
    await hello.close();
  }
}

async function timeColdStart(context: import("playwright-core").BrowserContext, url: string, mark?: string) {
  const cold = await openCold(context, url);
  const time = await readyMark(cold.cdp, mark);
  await cold.page.close();
  return time;
}

async function drainOutbox(page: import("playwright-core").Page, dataDir: string) {
  await page.evaluate(async (count) => {
    const open = indexedDB.open("park-hunts");
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = idb.transaction("outbox", "readwrite");
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      const id = `01BENCH${String(i).padStart(8, "0")}${Math.random().toString(36).slice(2, 8)}`;
      tx.objectStore("outbox").add({
        id,
        kind: "analytics.view",
        payload: { page: "/bench-drain", referrer: "", user_agent: "bench" },
        createdAt: now,
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        auth: null,
        state: "pending",
      });
    }
    await new Promise((resolve) => (tx.oncomplete = resolve));
    idb.close();
  }, DRAIN_ITEMS);
  const started = Date.now();
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  while ((await outboxCount(page)) > 0) {
    if (Date.now() - started > DRAIN_TIMEOUT_MS) throw new Error("the outbox did not drain");
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  const sqlite = new Database(join(dataDir, "park-hunts.db"), { readonly: true });
  const stored = (sqlite.prepare("SELECT count(*) AS n FROM page_views WHERE page = '/bench-drain'").get() as { n: number }).n;
  sqlite.close();
  return { seconds, stored, duplicates: stored - DRAIN_ITEMS };
}

async function main() {
  const photo = await photoTask();
  const sizes = await bundleSizes();
  const { times, drain } = await coldStartsAndDrain();
  const helloTimes = await helloColdStarts();
  const coldMedian = median(times);
  const helloMedian = median(helloTimes);
  console.log(`\nbench:pwa — ${new Date().toISOString().slice(0, 10)}\n`);
  console.log("| measurement | value | baseline | ratio | goal |");
  console.log("|---|---:|---:|---:|---|");
  console.log(`| hunt route JS before render (gzip) | ${kb(sizes.app)} (${sizes.files} files) | hello world ${kb(sizes.hello)} | ${(sizes.app / sizes.hello).toFixed(2)}x | ≤ 1.9x |`);
  console.log(`| bare libraries (React, react-router, zustand, Dexie) | ${kb(sizes.bare)} | hello world ${kb(sizes.hello)} | ${(sizes.bare / sizes.hello).toFixed(2)}x | — |`);
  console.log(`| offline cold start to hunt-ready, CPU 4x, median of ${COLD_STARTS} | ${coldMedian.toFixed(0)} ms | hello world ${helloMedian.toFixed(0)} ms | ${(coldMedian / helloMedian).toFixed(2)}x | ≤ 350 ms |`);
  console.log(`| outbox drain of ${DRAIN_ITEMS} items | ${drain.seconds.toFixed(2)} s | — | — | ≤ 2 s |`);
  console.log(`| server rows after the drain | ${drain.stored} (${drain.duplicates} duplicates) | ${DRAIN_ITEMS} | — | 0 duplicates |`);
  console.log(photoTaskRow(photo));
  console.log(`\ncold starts (ms): ${times.map((t) => t.toFixed(0)).join(", ")}`);
  console.log(`hello world cold starts (ms): ${helloTimes.map((t) => t.toFixed(0)).join(", ")}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
