/**
 * `npm run bench:scale`: whether a route's cost stays flat as the data grows. One run starts the real
 * server (a child process) on a fresh sample database, times the reads that may follow the data and
 * sync throughput (scripts/bench/scale-routes.ts), grows the data through the public API as real
 * traffic would (scripts/bench/scale-growth.ts), and times the same on the same server again. It prints
 * each route's two medians, their ratio and the answers' sizes, the throughput ratio, the database's
 * size and rows before and after, against the goal: every route at most 1.5x its sample time, sync at
 * least 0.8x.
 *
 * The growth is the issue's: 300,000 page views, 3,000 families with completions, 2,000 orders, 500
 * hunts; `SCALE` multiplies it (`SCALE=0.1` runs in about a minute). `--pg` runs it on a throwaway
 * PostgreSQL (scripts/lib/local-postgres.mjs). `SCALE_REQUESTS` (20) sets the requests per route,
 * `SCALE_SYNC_BATCHES` (60; 12 at `SCALE=0.1`) the batches of 100 page views the throughput is measured over (a quarter
 * as many of completions).
 *
 * Each timing waits first until the mail the server queued (confirmations, receipts) has gone out, so
 * that background sending is not timed with the routes.
 *
 * The server trusts X-Forwarded-For (`TRUST_PROXY=1`, as behind a proxy) so that each new family
 * registers from an address of its own: registrations are limited per address. Everything is sent
 * now, so every page view and completion is today's.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { DbStatus } from "../../shared/schemas/system";
import { postgresBin, startPostgres } from "../lib/local-postgres.mjs";
import { ADMIN, freePort, startServer } from "../lib/server-process";
import { Api } from "./scale-client";
import { availableBooks, buyBook, completeAll, createHunts, familiesComplete, growthFor, placeOrders, registerFamily, trackPageViews, type Family } from "./scale-growth";
import { huntSheet, resent, type HuntSheet } from "./scale-mutations";
import { routes, SYNC_IN_FLIGHT, timeRoutes, timeSync, WARMUP, type Callers, type Throughput, type Timing } from "./scale-routes";

const PG = process.argv.includes("--pg");
const SCALE = Number(process.env.SCALE ?? 1);
const ROUTE_GOAL = 1.5;
const SYNC_GOAL = 0.8;
/** The long-history family buys one order in this many. */
const LONG_FAMILY_ORDER_SHARE = 100;

interface State {
  timings: Map<string, Timing>;
  sync: Throughput;
  status: DbStatus;
  /** Sync batches answered 503 while the throughput was timed, and sent again. */
  resent: number;
  load: string;
}

const load = () => loadavg().map((n) => n.toFixed(1)).join(" ");
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const kb = (bytes: number) => (bytes < 10_000 ? `${bytes} B` : `${(bytes / 1000).toFixed(0)} KB`);

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** A family's own start on the sample database: every sample hunt completed, one book bought. */
async function sampleHistory(api: Api, family: Family, hunts: HuntSheet[], bookId: number): Promise<void> {
  await completeAll(api, family, hunts);
  await buyBook(api, bookId, 1, family.token);
}

/** Longer than the growth's mail (a confirmation a family, a receipt an order) takes to go out. */
const MAIL_WAIT_MS = 300_000;

/**
 * Waits until the mail queue is empty: the server sends what the growth queued in the background, and
 * that work would otherwise be timed with the routes.
 */
async function mailSent(api: Api, adminToken: string): Promise<void> {
  const started = performance.now();
  while ((await api.json<{ waiting: number }>("GET", "/api/admin/mail", { token: adminToken })).waiting > 0) {
    if (performance.now() - started > MAIL_WAIT_MS) throw new Error("the mail queue was still not empty");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function measure(api: Api, list: ReturnType<typeof routes>, callers: Callers, syncFamilies: Family[], hunts: HuntSheet[]): Promise<State> {
  await step("mail queue emptied", () => mailSent(api, callers.admin));
  const loadAtStart = load();
  const timings = await step("routes timed", () => timeRoutes(api, list, callers));
  // Read before the throughput run adds its own rows: the database the routes were timed on.
  const status = await api.json<DbStatus>("GET", "/api/admin/db-status", { token: callers.admin });
  const resentBefore = resent.batches;
  const sync = await step("sync timed", () => timeSync(api, syncFamilies, hunts));
  return { timings, sync, status, resent: resent.batches - resentBefore, load: loadAtStart };
}

function report(sample: State, grown: State, took: string): void {
  const engine = PG ? "PostgreSQL" : "SQLite";
  console.log(`\n${engine}, SCALE=${SCALE}, ${new Date().toISOString().slice(0, 10)}; load average (1, 5, 15 min) ${sample.load} before the sample, ${grown.load} after the growth; growth took ${took}`);
  const rounds = (state: State) => [...state.timings.values()][0]!.requests;
  console.log(`medians of ${rounds(sample)} and ${rounds(grown)} rounds of sequential requests, every route once a round, after ${WARMUP} unmeasured rounds; sizes as sent, uncompressed; goal: grown <= ${ROUTE_GOAL}x sample, sync >= ${SYNC_GOAL}x\n`);
  console.log("| route | sample | grown | ratio | size, sample | size, grown | goal |");
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const [label, before] of sample.timings) {
    const after = grown.timings.get(label)!;
    const ratio = after.medianMs / before.medianMs;
    console.log(`| \`${label}\` | ${before.medianMs.toFixed(1)} ms | ${after.medianMs.toFixed(1)} ms | ${ratio.toFixed(1)}x | ${kb(before.bytes)} | ${kb(after.bytes)} | ${ratio <= ROUTE_GOAL ? "met" : "NOT met"} |`);
  }
  for (const [label, key] of [["page views", "pageViews"], ["completions", "completions"]] as const) {
    const ratio = grown.sync[key] / sample.sync[key];
    console.log(`| sync, ${label} (mutations/s, 100 a request) | ${sample.sync[key].toFixed(0)} | ${grown.sync[key].toFixed(0)} | ${ratio.toFixed(2)}x | | | ${ratio >= SYNC_GOAL ? "met" : "NOT met"} |`);
  }
  console.log(`\ndatabase: ${mb(sample.status.size_bytes)} on the sample, ${mb(grown.status.size_bytes)} after the growth`);
  const before = new Map(sample.status.tables.map((t) => [t.name, t.rows]));
  const grew = grown.status.tables.filter((t) => t.rows !== before.get(t.name));
  console.log(`sync batches answered 503 and sent again after their Retry-After: ${sample.resent} while the sample's throughput was timed, ${grown.resent} the grown's, ${resent.batches} in the whole run`);
  // An estimated count (a table past the status's exact-count bound) is marked "~".
  console.log(`rows, sample → grown: ${grew.map((t) => `${t.name} ${before.get(t.name) ?? 0} → ${t.estimated ? "~" : ""}${t.rows}`).join(", ")}`);
}

async function main() {
  if (PG && !postgresBin()) throw new Error("--pg needs PostgreSQL's server binaries (Debian's postgresql package)");
  const growth = growthFor(SCALE);
  const postgres = PG ? await startPostgres() : null;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-scale-"));
  const env = { TRUST_PROXY: "1", JWT_SECRET: "bench-scale-secret-of-at-least-32-characters", DATABASE_URL: postgres?.url("postgres") ?? "" };
  const server = await startServer(dataDir, await freePort(), env);
  const api = new Api(server.url);
  try {
    const { access_token: adminToken } = await api.json<{ access_token: string }>("POST", "/api/auth/login", { body: ADMIN });
    const { hunts } = await api.json<{ hunts: { id: number }[] }>("GET", "/api/hunts");
    const sampleHunts = await Promise.all(hunts.map((h) => huntSheet(api, h.id)));
    const books = await availableBooks(api);
    const callers: Callers = { admin: adminToken, long: await registerFamily(api, "long"), short: await registerFamily(api, "short") };
    const syncFamilies = await Promise.all(Array.from({ length: SYNC_IN_FLIGHT }, () => registerFamily(api, "sync")));
    for (const family of [callers.long, callers.short]) await sampleHistory(api, family, sampleHunts, books[0]!);
    const list = routes(sampleHunts[0]!.id);

    console.log(`${PG ? "PostgreSQL" : "SQLite"} at ${server.url}: the sample database`);
    const sample = await measure(api, list, callers, syncFamilies, sampleHunts);

    console.log(`growth (SCALE=${SCALE}): ${growth.hunts} hunts, ${growth.pageViews} page views, ${growth.families} families with ${growth.completionsPerFamily} completions each, ${growth.orders} orders`);
    const started = performance.now();
    const newHunts = await step(`${growth.hunts} hunts written by the admin`, () => createHunts(api, adminToken, growth.hunts));
    await step(`${growth.pageViews} page views`, () => trackPageViews(api, growth.pageViews));
    const families = await step(`${growth.families} families registered, with their completions`, () =>
      familiesComplete(api, [...sampleHunts, ...newHunts], growth.families, growth.completionsPerFamily),
    );
    const longOrders = Math.ceil(growth.orders / LONG_FAMILY_ORDER_SHARE);
    await step(`the long-history family: ${newHunts.length} completions, ${longOrders} orders`, async () => {
      await completeAll(api, callers.long, newHunts);
      for (let i = 0; i < longOrders; i++) await buyBook(api, books[i % books.length]!, 1, callers.long.token);
    });
    await step(`${growth.orders - longOrders} orders`, () => placeOrders(api, books, families, growth.orders - longOrders));
    const took = `${((performance.now() - started) / 1000).toFixed(0)} s`;

    console.log("the grown database");
    const grown = await measure(api, list, callers, syncFamilies, sampleHunts);
    report(sample, grown, took);
  } finally {
    api.close();
    await server.stop();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
