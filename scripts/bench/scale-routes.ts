/**
 * What `npm run bench:scale` times on the sample database and again after the growth: the reads whose
 * cost may follow the data (each a median of sequential requests after a warm-up, with the answer's
 * size), and sync throughput (outbox mutations per second in batches of 100).
 */
import { median } from "./load";
import { pool, type Api } from "./scale-client";
import type { Family } from "./scale-growth";
import { completion, pageView, sync, type HuntSheet } from "./scale-mutations";

/**
 * Rounds of requests (`SCALE_REQUESTS`): each round asks every route once, in turn, so the machine's
 * drift falls on all of them alike; WARMUP unmeasured rounds first. Rounds stop early (after at least
 * MIN_ROUNDS) once the next would end past BUDGET_MS, which only routes of a second or more reach.
 */
const ROUNDS = Number(process.env.SCALE_REQUESTS ?? 20);
export const WARMUP = 3;
const MIN_ROUNDS = 5;
const BUDGET_MS = 90_000;

export interface Callers {
  admin: string;
  /** The family whose own history grows with the data. */
  long: Family;
  /** A family that keeps the short history it had on the sample database. */
  short: Family;
}

interface Route {
  label: string;
  path: string;
  token?: (callers: Callers) => string;
}

const admin = (c: Callers) => c.admin;
const long = (c: Callers) => c.long.token;
const short = (c: Callers) => c.short.token;

export function routes(firstHunt: number): Route[] {
  const familyRoutes = (who: string, token: (c: Callers) => string): Route[] =>
    ["/api/users/profile", "/api/users/points/history", "/api/users/hunt-history"].map((path) => ({ label: `GET ${path} (${who})`, path, token }));
  return [
    { label: "GET /api/hunts", path: "/api/hunts" },
    { label: `GET /api/hunts/${firstHunt}`, path: `/api/hunts/${firstHunt}` },
    { label: "GET /api/blog/posts?published=true&limit=20", path: "/api/blog/posts?published=true&limit=20" },
    { label: "GET /api/analytics/content-stats", path: "/api/analytics/content-stats" },
    // An admin's reads bypass the response cache.
    { label: "GET /api/hunts (admin)", path: "/api/hunts", token: admin },
    { label: "GET /api/analytics/summary", path: "/api/analytics/summary", token: admin },
    { label: "GET /api/analytics/stats", path: "/api/analytics/stats", token: admin },
    { label: "GET /api/admin/hunt-analytics", path: "/api/admin/hunt-analytics", token: admin },
    { label: "GET /api/admin/activity", path: "/api/admin/activity", token: admin },
    { label: "GET /api/payments/transactions", path: "/api/payments/transactions", token: admin },
    { label: "GET /api/admin/db-status", path: "/api/admin/db-status", token: admin },
    ...familyRoutes("long history", long),
    ...familyRoutes("short history", short),
  ];
}

export interface Timing {
  medianMs: number;
  bytes: number;
  requests: number;
}

async function ask(api: Api, route: Route, callers: Callers) {
  const answer = await api.send("GET", route.path, { token: route.token?.(callers) });
  if (answer.status !== 200) throw new Error(`${route.label} answered ${answer.status}`);
  return answer;
}

export async function timeRoutes(api: Api, list: Route[], callers: Callers): Promise<Map<string, Timing>> {
  const times = list.map((): number[] => []);
  const bytes = list.map(() => 0);
  for (let round = 0; round < WARMUP; round++) for (const route of list) await ask(api, route, callers);
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    const elapsed = performance.now() - started;
    if (round >= MIN_ROUNDS && elapsed + elapsed / round > BUDGET_MS) break;
    for (const [i, route] of list.entries()) {
      const answer = await ask(api, route, callers);
      times[i]!.push(answer.ms);
      bytes[i] = answer.body.length;
    }
  }
  return new Map(list.map((route, i) => [route.label, { medianMs: median(times[i]!), bytes: bytes[i]!, requests: times[i]!.length }]));
}

/**
 * Batches of page views sync throughput is measured over (`SCALE_SYNC_BATCHES`; 60, fewer in a run
 * scaled down to a quick check), sent SYNC_IN_FLIGHT at a time.
 */
const SYNC_BATCHES = Number(process.env.SCALE_SYNC_BATCHES ?? Math.max(12, Math.round(60 * Math.min(1, Number(process.env.SCALE ?? 1) * 2))));
export const SYNC_IN_FLIGHT = 4;

export interface Throughput {
  pageViews: number;
  completions: number;
}

async function perSecond(batches: number, send: (b: number, lane: number) => Promise<void>): Promise<number> {
  // As many unmeasured batches first (numbered past the measured ones): on the sample database the
  // server has done little work yet, and its first thousands of mutations run slower (JIT, prepared
  // statements), which a shorter warm-up left in the sample's figure.
  await pool(batches, SYNC_IN_FLIGHT, (b, lane) => send(batches + b, lane));
  const started = performance.now();
  await pool(batches, SYNC_IN_FLIGHT, send);
  return (batches * 100) / ((performance.now() - started) / 1000);
}

/**
 * Mutations per second: anonymous page views, and completions of the sample hunts by signed-in
 * families, one a lane, each sending its batches one after another as a phone does (after its first,
 * a family's completion of a hunt earns no points, so both runs do the same work).
 */
export async function timeSync(api: Api, families: Family[], hunts: HuntSheet[]): Promise<Throughput> {
  if (families.length < SYNC_IN_FLIGHT) throw new Error(`sync throughput needs ${SYNC_IN_FLIGHT} families, one a lane`);
  const views = (b: number) => sync(api, Array.from({ length: 100 }, (_, k) => pageView(b * 100 + k)));
  const completions = (b: number, lane: number) =>
    sync(api, Array.from({ length: 100 }, (_, k) => completion(hunts[(b + k) % hunts.length]!, k)), families[lane]!.token);
  return { pageViews: await perSecond(SYNC_BATCHES, views), completions: await perSecond(Math.ceil(SYNC_BATCHES / 4), completions) };
}
