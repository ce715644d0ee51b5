/**
 * The longest task a photo puts on the hunt page's main thread. A 4000×3000 camera-like JPEG (made here
 * with sharp: a scene with the grain of a phone's sensor, a few megabytes like a real one) goes through
 * the real hunt page's "Take photo" input in Chromium at 4x CPU, and Chromium's trace gives every task
 * the page's main thread ran from the input's change to the family's photo shown on its card. The same
 * page with `Worker` taken away runs the main-thread path (what every photo took before the worker),
 * in turns with the worker path, so both meet the same machine in the same minute.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { launchBrowser } from "../lib/browser";
import { waitForServiceWorker } from "../lib/page-probes";
import { ADMIN, startServer } from "../lib/server-process";

const PHOTO_WIDTH_PX = 4000;
const PHOTO_HEIGHT_PX = 3000;
const CPU_SLOWDOWN = 4;
const TURNS = 7;
const PORT = 18_907;
const SHOWN_TIMEOUT_MS = 60_000;
const CHANGE_MARK = "bench-photo-change";
const SHOWN_MARK = "bench-photo-shown";

export type PhotoPath = "worker" | "main-thread";

export interface PhotoTaskResult {
  /** The longest main-thread task of each turn, in ms, per path. */
  longestMs: Record<PhotoPath, number[]>;
  photoBytes: number;
}

/** A deterministic generator, so every run stores the same photo. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sky, a ridge line and a meadow, with sensor grain on every pixel: JPEG cannot make it trivially small. */
export async function cameraSizedJpeg(): Promise<Buffer> {
  const next = random(12);
  const pixels = Buffer.alloc(PHOTO_WIDTH_PX * PHOTO_HEIGHT_PX * 3);
  for (let y = 0; y < PHOTO_HEIGHT_PX; y++) {
    for (let x = 0; x < PHOTO_WIDTH_PX; x++) {
      const ridge = 1300 + 220 * Math.sin(x / 310) + 90 * Math.sin(x / 57);
      const sky = y < ridge;
      const shade = sky ? y / ridge : (y - ridge) / (PHOTO_HEIGHT_PX - ridge);
      const grain = (next() + next() + next() - 1.5) * 28;
      const at = (y * PHOTO_WIDTH_PX + x) * 3;
      pixels[at] = (sky ? 110 + 90 * shade : 70 + 40 * Math.sin(x / 23) * shade) + grain;
      pixels[at + 1] = (sky ? 160 + 60 * shade : 110 + 50 * shade) + grain;
      pixels[at + 2] = (sky ? 230 - 30 * shade : 50 + 20 * shade) + grain;
    }
  }
  return sharp(pixels, { raw: { width: PHOTO_WIDTH_PX, height: PHOTO_HEIGHT_PX, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** A published hunt with one photo item per turn of each path. */
async function photoHunt(baseUrl: string, items: number): Promise<number> {
  const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { access_token } = await call<{ access_token: string }>("/users/login", ADMIN);
  const hunt = {
    title: "Photo Bench Hunt",
    location: "Yosemite Valley, Yosemite National Park, California",
    published: true,
    items: Array.from({ length: items }, (_, i) => ({ name: `Viewpoint ${i + 1}`, photo_prompt: "Take a picture of the view" })),
    quiz_questions: [{ question: "Is Half Dome granite?", options: ["Yes", "No"], correct_answer: "Yes" }],
  };
  return (await call<{ id: number }>("/hunts", hunt, access_token)).id;
}

/** In the page: marks the input's change and the moment the photo shows on its card. */
function markPhotoSteps(marks: { change: string; shown: string }): void {
  document.addEventListener("change", () => performance.mark(marks.change), true);
  new MutationObserver(() => {
    if (document.querySelector('img[alt^="Your photo"]:not([data-bench-seen])')) {
      for (const img of document.querySelectorAll('img[alt^="Your photo"]')) img.setAttribute("data-bench-seen", "");
      performance.mark(marks.shown);
    }
  }).observe(document, { childList: true, subtree: true });
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** A task of the main thread's scheduler, named as Chromium's trace names it (older builds: RunTask). */
const isTask = (e: TraceEvent) => e.ph === "X" && (e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask");

/**
 * The longest stretch the marks' thread spent in one task between the change and the photo shown, in ms.
 * Each task is cut to that span: the change is dispatched at the end of the task that hands the page its
 * file, whose earlier part is the test's own doing.
 */
export function longestTaskMs(trace: { traceEvents: TraceEvent[] }): number {
  const change = trace.traceEvents.find((e) => e.name === CHANGE_MARK);
  const shown = trace.traceEvents.find((e) => e.name === SHOWN_MARK);
  if (!change || !shown) throw new Error("the trace holds no photo marks");
  const spans = trace.traceEvents
    .filter((e) => isTask(e) && e.pid === change.pid && e.tid === change.tid)
    .map((e) => Math.min(e.ts + (e.dur ?? 0), shown.ts) - Math.max(e.ts, change.ts));
  return Math.max(0, ...spans) / 1000;
}

async function openHuntPage(browser: Browser, url: string, path: PhotoPath): Promise<Page> {
  const context = await browser.newContext();
  // With no Worker the app falls back to its main-thread path, which every photo took before the worker.
  if (path === "main-thread") await context.addInitScript(() => Reflect.deleteProperty(globalThis, "Worker"));
  await context.addInitScript(markPhotoSteps, { change: CHANGE_MARK, shown: SHOWN_MARK });
  const page = await context.newPage();
  await page.goto(url);
  await waitForServiceWorker(page);
  await page.reload();
  await page.getByLabel("Take photo").first().waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

async function storeOnePhoto(browser: Browser, page: Page, item: string, photo: string): Promise<number> {
  const input = page.locator("li", { has: page.getByRole("heading", { name: item, exact: true }) }).getByLabel("Take photo");
  await input.waitFor();
  await page.evaluate(() => performance.clearMarks());
  await browser.startTracing(page, { categories: ["toplevel", "blink.user_timing", "devtools.timeline"] });
  const failure = await showPhoto(page, input, item, photo).then(
    () => null,
    (error: unknown) => error,
  );
  const trace = await browser.stopTracing();
  if (failure) throw failure;
  return longestTaskMs(JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] });
}

async function showPhoto(page: Page, input: Locator, item: string, photo: string): Promise<void> {
  // A file on disk: the browser reads it itself instead of taking megabytes through the test's connection.
  await input.setInputFiles(photo);
  const deadline = Date.now() + SHOWN_TIMEOUT_MS;
  // Asked every 200 ms with a one-line evaluation: a locator's polling would add tasks of its own.
  while (!(await page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, SHOWN_MARK))) {
    if (Date.now() > deadline) throw new Error(`the photo of ${item} never showed`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stores the photo TURNS times on each path, the two paths taking turns. */
export async function photoTask(): Promise<PhotoTaskResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-photo-"));
  const photo = join(dataDir, "IMG_2041.jpg");
  const jpeg = await cameraSizedJpeg();
  writeFileSync(photo, jpeg);
  const server = await startServer(dataDir, PORT);
  const browser = await launchBrowser();
  try {
    const huntId = await photoHunt(server.url, TURNS);
    const paths: PhotoPath[] = ["worker", "main-thread"];
    const pages = {} as Record<PhotoPath, Page>;
    for (const path of paths) pages[path] = await openHuntPage(browser, `${server.url}/hunt/${huntId}`, path);
    const longestMs: Record<PhotoPath, number[]> = { worker: [], "main-thread": [] };
    for (let turn = 1; turn <= TURNS; turn++) {
      for (const path of turn % 2 ? paths : [...paths].reverse()) longestMs[path].push(await storeOnePhoto(browser, pages[path], `Viewpoint ${turn}`, photo));
    }
    return { longestMs, photoBytes: jpeg.length };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

/** The bench's row: the worker path's median beside the main-thread path's, each with its range over the turns. */
export function photoTaskRow({ longestMs }: PhotoTaskResult): string {
  const ratio = median(longestMs.worker) / median(longestMs["main-thread"]);
  const what = `longest main-thread task storing a 12 MP photo, CPU ${CPU_SLOWDOWN}x, median of ${TURNS}`;
  return `| ${what} | ${spread(longestMs.worker)} | main-thread path ${spread(longestMs["main-thread"])} | ${ratio.toFixed(2)}x | ≤ 50 ms |`;
}

// Run alone: `tsx scripts/bench/photo-task.ts` (after a build).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await photoTask();
  const turns = (values: number[]) => values.map((t) => t.toFixed(0)).join(", ");
  console.log(photoTaskRow(result));
  console.log(`\nphoto ${(result.photoBytes / 1024 / 1024).toFixed(1)} MB; worker (ms): ${turns(result.longestMs.worker)}; main thread (ms): ${turns(result.longestMs["main-thread"])}`);
}
