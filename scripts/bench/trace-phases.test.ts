import { describe, expect, it } from "vitest";
import { breakDown, type TraceEvent } from "./trace-phases";

const PAGE = { pid: 1, tid: 1 };
const WORKER = { pid: 1, tid: 2 };
const span = (name: string, ts: number, dur: number, where = PAGE, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat: "devtools.timeline",
  ph: "X",
  ts,
  dur,
  tdur: dur / 4,
  ...where,
  ...extra,
});

// Navigation at 1,000 µs, ready 100 ms later: a task that parses the page, one that runs a module that
// opens the database, and the one that draws and marks; the service worker answers a fetch early on.
const events: TraceEvent[] = [
  { name: "thread_name", cat: "__metadata", ph: "M", ts: 0, ...WORKER, args: { name: "ServiceWorker thread" } },
  { name: "navigationStart", cat: "blink.user_timing", ph: "R", ts: 1_000, ...PAGE, args: { data: { navigationId: "n1" } } },
  span("RunTask", 2_000, 30_000, PAGE, { args: { src_func: "Accept" } }),
  span("ParseHTML", 5_000, 20_000),
  span("RunTask", 40_000, 40_000),
  span("v8.evaluateModule", 41_000, 30_000),
  span("IDBFactory::openRequestSetup", 50_000, 4_000),
  span("RunTask", 90_000, 15_000),
  span("ServiceWorkerGlobalScope::DispatchFetchEventInternal", 10_000, 6_000, WORKER),
  { name: "ResourceSendRequest", cat: "devtools.timeline", ph: "I", ts: 6_000, ...PAGE, args: { data: { requestId: "r1", url: "http://x/assets/core-DZkuhkHK.js" } } },
  { name: "ResourceReceiveResponse", cat: "devtools.timeline", ph: "I", ts: 30_000, ...PAGE, args: { data: { requestId: "r1" } } },
  { name: "IDBFactory::open", cat: "IndexedDB", ph: "b", ts: 50_000, ...PAGE },
  { name: "hunt-ready", cat: "blink.user_timing", ph: "R", ts: 101_000, ...PAGE, args: { data: { navigationId: "n1" } } },
];

describe("a cold start's trace, broken down", () => {
  const result = breakDown(events, "hunt-ready");

  it("counts each phase's own time once (a task's own time by what posted it), and the idle rest", () => {
    expect(result.phases).toEqual({ "task: Accept": 10, "html, navigation": 20, other: 21, script: 26, "indexeddb (main thread)": 4, idle: 19 });
    expect(result.cpu.total).toBe(20.25);
  });

  it("gives the service worker thread's time beside the page's", () => {
    expect(result.worker).toMatchObject({ other: 6, idle: 94 });
  });

  it("times the milestones from the navigation, scripts by their chunk's name, up to the drawing task and the mark", () => {
    expect(result.milestones).toEqual({ "answered: core.js": 29, "page: indexedDB.open asked": 49, "the task that marks it began": 89, "hunt-ready": 100 });
  });
});
