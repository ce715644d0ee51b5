/**
 * Breaks one Chromium trace of a cold start into what the page's main thread did between navigation and
 * a user-timing mark: time per phase (self time of the trace's nested events, so nothing counts twice),
 * the JavaScript samples per script, what the service worker's thread spent, and milestones on the way.
 */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread CPU time, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string };
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string };
}

const PHASES: [phase: string, test: RegExp][] = [
  ["gc", /GC|Scavenge|MarkCompact|Sweep/i],
  ["compile", /compile|V8\.Parse|PreParse|FlushInstructionCache|produceModuleCache|StreamingFinalization|OffThreadFinalization/i],
  ["style, layout, paint", /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|RecalculateStyles|HitTest|UpdateLayer|IntersectionObserverController)/],
  ["indexeddb (main thread)", /^IDB/],
  ["html, navigation", /^(ParseHTML|HTMLDocumentParser|DocumentLoader|DecodedDataDocumentParser|NavigationBodyLoader|LocalWindowProxy|FrameLoader)/],
  ["network glue", /URLLoader|Resource(Send|Receive|Finish)|ThrottlingURLLoader|ModuleScriptFetcher|PreloadHelper/],
  ["script", /^(v8\.|V8\.|FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame)/],
];

const phaseOf = (name: string) => PHASES.find(([, test]) => test.test(name))?.[0] ?? "other";
const chunkOf = (url: string | undefined) => (url ? (url.split("/").pop() ?? url).replace(/-[\w-]{8}\.js$/, ".js") || "(page)" : "(native)");
const ms = (us: number) => us / 1000;

/**
 * Self time of each phase on one thread between `from` and `to` (trace µs), with the idle time beside
 * it: wall-clock time, or with `cpu` the thread's own CPU time, which neither the 4x throttling nor
 * other work on the machine stretches.
 */
function threadPhases(events: TraceEvent[], pid: number, tid: number, from: number, to: number, cpu = false): Record<string, number> {
  const spans = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined && e.ts < to && e.ts + e.dur > from)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const phases: Record<string, number> = {};
  const open: { end: number; phase: string }[] = [];
  let busy = 0;
  for (const span of spans) {
    const wall = Math.min(span.ts + span.dur!, to) - Math.max(span.ts, from);
    const length = cpu ? ((span.tdur ?? 0) * wall) / Math.max(span.dur!, 1) : wall;
    while (open.length && open.at(-1)!.end <= span.ts) open.pop();
    const parent = open.at(-1);
    const own = phaseOf(span.name);
    // A generic wrapper (a mojo message, a task) takes the phase of what posted it or runs inside it.
    const postedBy = span.args?.src_func;
    const phase = own !== "other" ? own : parent && parent.phase !== "other" ? parent.phase : postedBy ? `task: ${String(postedBy)}` : "other";
    if (parent) phases[parent.phase] = (phases[parent.phase] ?? 0) - length;
    else busy += length;
    phases[phase] = (phases[phase] ?? 0) + length;
    open.push({ end: span.ts + span.dur!, phase });
  }
  const result: Record<string, number> = {};
  for (const [phase, us] of Object.entries(phases)) if (us > 0) result[phase] = ms(us);
  if (cpu) result.total = ms(busy);
  else result.idle = ms(to - from - busy);
  return result;
}

/** Sampled JavaScript time per script (and for native work) on one thread between `from` and `to`. */
function samplesByScript(events: TraceEvent[], pid: number, tid: number, from: number, to: number): Record<string, number> {
  const profile = events.find((e) => e.name === "Profile" && e.pid === pid && e.tid === tid);
  if (!profile) return {};
  const nodes = new Map<number, ProfileNode>();
  const totals: Record<string, number> = {};
  let time = (profile.args?.data?.startTime as number | undefined) ?? profile.ts;
  for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.pid === pid && e.id === profile.id)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const previous = time;
      time += deltas[i] ?? 0;
      if (time < from || previous > to) continue;
      const node = nodes.get(samples[i]!);
      const name = node?.callFrame.functionName;
      if (!node || name === "(idle)" || name === "(program)" || name === "(root)") continue;
      // The script whose code was running; V8's own work (GC, compiling) under its name.
      const key = node.callFrame.url ? chunkOf(node.callFrame.url) : name ? `(${name.replace(/[()]/g, "")})` : "(native)";
      totals[key] = (totals[key] ?? 0) + ms(time - previous);
    }
  }
  return totals;
}

export interface ColdStartBreakdown {
  /** Main thread: ms per phase, idle included. */
  phases: Record<string, number>;
  /** Main thread: CPU ms per phase, and their total. */
  cpu: Record<string, number>;
  /** Main thread: sampled JavaScript ms per script. */
  scripts: Record<string, number>;
  /** Service worker thread: ms per phase. */
  worker: Record<string, number>;
  /** ms after navigation. */
  milestones: Record<string, number>;
}

export function breakDown(events: TraceEvent[], mark: string): ColdStartBreakdown {
  const ready = events.find((e) => e.name === mark && e.cat.includes("blink.user_timing"));
  if (!ready) throw new Error(`no ${mark} mark in the trace`);
  const navigation = events.find(
    (e) => e.name === "navigationStart" && e.pid === ready.pid && e.tid === ready.tid && (e.args?.data?.navigationId === (ready.args?.data as { navigationId?: string })?.navigationId),
  );
  if (!navigation) throw new Error("no navigation in the trace");
  const { pid, tid } = ready;
  const from = navigation.ts;
  const to = ready.ts;
  const at = (ts: number) => ms(ts - from);
  const milestones: Record<string, number> = {};
  const note = (name: string, ts: number) => {
    if (ts >= from && ts <= to && milestones[name] === undefined) milestones[name] = at(ts);
  };
  const requests = new Map<string, { url: string; sent?: number }>();
  // The service worker that answered the page: the one whose fetch events fall in the start (it may live
  // in another page's process).
  const workers = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "ServiceWorker thread").map((e) => `${e.pid}:${e.tid}`));
  const worker = events.find((e) => e.name.includes("DispatchFetchEvent") && workers.has(`${e.pid}:${e.tid}`) && e.ts >= from && e.ts <= to);
  const onWorker = (e: TraceEvent) => worker !== undefined && e.pid === worker.pid && e.tid === worker.tid;
  for (const e of events.filter((e) => (e.pid === pid || onWorker(e)) && e.ts >= from && e.ts <= to).sort((a, b) => a.ts - b.ts)) {
    const data = (e.args?.data ?? {}) as Record<string, unknown>;
    const id = data.requestId as string | undefined;
    if (e.name === "ResourceSendRequest" && id) requests.set(id, { url: chunkOf(String(data.url)), sent: e.ts });
    if (e.name === "ResourceReceiveResponse" && id && requests.has(id)) note(`answered: ${requests.get(id)!.url}`, e.ts);
    if (e.name === "ResourceFinish" && id && requests.has(id)) note(`loaded: ${requests.get(id)!.url}`, e.ts);
    if (e.name === "v8.compileModule" && e.tid === tid) note(`compiled: ${chunkOf(String(data.url))}`, e.ts);
    const where = onWorker(e) ? "worker" : "page";
    if (e.name === "IDBFactory::open" && e.ph === "b") note(`${where}: indexedDB.open asked`, e.ts);
    if (e.name === "IDBOpenDBRequest::onSuccess(database)") note(`${where}: indexedDB.open answered`, e.ts);
    if (e.name === "IDBTransaction::onComplete") note(`${where}: first IndexedDB transaction complete`, e.ts);
    if (e.name === "firstPaint" || e.name === "firstContentfulPaint") note(e.name, e.ts);
  }
  // The task that drew the screen and marked it: from its start to the mark is the first render.
  const drawing = events.find((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.name === "RunTask" && e.ts <= to && e.ts + (e.dur ?? 0) >= to);
  if (drawing) milestones["the task that marks it began"] = at(drawing.ts);
  milestones[mark] = at(to);
  return {
    phases: threadPhases(events, pid, tid, from, to),
    cpu: threadPhases(events, pid, tid, from, to, true),
    scripts: samplesByScript(events, pid, tid, from, to),
    worker: worker ? threadPhases(events, worker.pid, worker.tid, from, to) : {},
    milestones,
  };
}
