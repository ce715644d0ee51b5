/**
 * Where an offline cold start's time goes: the same start `bench:pwa` measures (server stopped, the
 * service worker serving, CPU 4x), traced by Chromium, each run broken down into phases of the page's
 * main thread from navigation to the `hunt-ready` mark, with the milestones on the way (the navigation's
 * answer, each script's arrival and compile, IndexedDB on the page or in the service worker, the first
 * paint), beside the main thread's CPU time (which the throttling and other work on the machine do not
 * stretch) and the service worker thread's time. `TRACE_RUNS` (5) sets the count, `TRACE_DIR` keeps the
 * raw traces for chrome://tracing or the DevTools performance panel, `TRACE_JS=1` adds V8's sampling
 * profiler (JavaScript time per script, but a slower start) and `TRACE_COMPILE=1` V8's compile events.
 * Tracing itself slows the start: compare traced runs with traced runs. Run under `flock /tmp/bench.lock` as the
 * other benchmarks are: `npx tsx scripts/bench/cold-start-trace.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HUNT_READY_MARK } from "../../pwa/src/features/hunts/use-ready-mark";
import { installHunt, openCold, readyMark } from "./offline-hunt";
import { breakDown, type ColdStartBreakdown, type TraceEvent } from "./trace-phases";

const RUNS = Number(process.env.TRACE_RUNS ?? 5);
const PORT = 18_907;
const HUNT_ID = 1;
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "toplevel",
  "ServiceWorker",
  "IndexedDB",
  "disabled-by-default-v8.gc",
];
// Asked for only by name, as they change the start they watch: the sampling profiler makes V8 compile
// more (a third more time), and V8's compile events make it collect source positions for code the page
// shares with the first one (about 80 ms of CPU that no untraced start spends).
if (process.env.TRACE_JS) CATEGORIES.push("disabled-by-default-v8.cpu_profiler");
if (process.env.TRACE_COMPILE) CATEGORIES.push("disabled-by-default-v8.compile");

async function main() {
  const hunt = await installHunt(PORT, HUNT_ID);
  const rows: ColdStartBreakdown[] = [];
  try {
    await hunt.server.stop();
    for (let i = 0; i < RUNS; i++) {
      const browser = hunt.context.browser()!;
      await browser.startTracing(undefined, { categories: CATEGORIES });
      const cold = await openCold(hunt.context, hunt.url);
      await readyMark(cold.cdp);
      const buffer = await browser.stopTracing();
      if (process.env.TRACE_DIR) {
        mkdirSync(process.env.TRACE_DIR, { recursive: true });
        writeFileSync(join(process.env.TRACE_DIR, `cold-start-${i + 1}.json`), buffer);
      }
      const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
      rows.push(breakDown(trace.traceEvents, HUNT_READY_MARK));
      await cold.page.close();
    }
  } finally {
    await hunt.close();
  }
  const med = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const table = (title: string, pick: (row: ColdStartBreakdown) => Record<string, number>, order: "value" | "time") => {
    const names = [...new Set(rows.flatMap((row) => Object.keys(pick(row))))];
    const lines = names.map((name) => {
      const values = rows.map((row) => pick(row)[name]).filter((v): v is number => v !== undefined);
      return { name, median: med(values), values };
    });
    lines.sort((a, b) => (order === "value" ? b.median - a.median : a.median - b.median));
    console.log(`\n${title} (median of ${RUNS}; each run)`);
    // Phases under a millisecond are summed on one line: a trace names dozens of kinds of small task.
    const small = order === "value" ? lines.filter((line) => line.median < 1) : [];
    for (const { name, median, values } of lines.filter((line) => !small.includes(line))) {
      console.log(`${name.slice(0, 60).padEnd(62)} ${median.toFixed(0).padStart(5)}   ${values.map((v) => v.toFixed(0)).join(", ")}`);
    }
    if (small.length) console.log(`${`${small.length} smaller phases, together`.padEnd(62)} ${small.reduce((sum, line) => sum + line.median, 0).toFixed(0).padStart(5)}`);
  };
  table(`main thread to ${HUNT_READY_MARK}, ms per phase`, (row) => row.phases, "value");
  table(`main thread to ${HUNT_READY_MARK}, CPU ms per phase`, (row) => row.cpu, "value");
  table("main thread JavaScript, ms sampled per script", (row) => row.scripts, "value");
  table("service worker thread, ms per phase", (row) => row.worker, "value");
  table("milestones, ms after navigation", (row) => row.milestones, "time");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
