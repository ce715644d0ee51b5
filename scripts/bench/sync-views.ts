/**
 * `tsx scripts/bench/sync-views.ts`: outbox mutations per second through POST /api/sync when many phones
 * drain at once, each batch mostly page views with some first views of hunts, spread over several
 * visitors, pages and the last three days (a drained outbox holds views from days before). What the
 * analytics counts kept per day must not slow: on PostgreSQL every write is SERIALIZABLE, so a counter
 * row every sync updated would make concurrent batches conflict. SQLite in one process, and PostgreSQL
 * with two processes when it is installed, take turns like bench:api's deployments. Bounded:
 * `BENCH_SECONDS` (12) measured seconds per deployment, `BENCH_CLIENTS` (20) phones sending at once.
 */
import type autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ulid } from "../../pwa/src/lib/api/ulid";
import { postgresBin, startPostgres } from "../lib/local-postgres.mjs";
import { freePort, startServer, type ServerProcess } from "../lib/server-process";
import { DURATION_S, median, ROUNDS, run, WARMUP_S, type Run } from "./load";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const BATCH = 100;
const SECRET = "bench-sync-views-secret-shared-by-every-process";
const DAY_MS = 24 * 60 * 60 * 1000;
const PAGES = ["/", "/scavengerhunts", "/shop", "/blog", "/map", "/podcast", "/about", "/membership"];

let sent = 0;

/** One phone's drained outbox: views of a few pages by one visitor, a hunt's page now and then, over three days. */
function batch(): unknown[] {
  const visitor = `visitor-${Math.floor(Math.random() * 5000)}`;
  const now = Date.now();
  return Array.from({ length: BATCH }, (_, i) => {
    const createdAt = now - Math.floor(Math.random() * 3 * DAY_MS);
    sent++;
    if (i % 10 === 9) {
      const hunt = (sent % 7) + 1;
      return { id: ulid(), kind: "analytics.content", createdAt, payload: { content_id: hunt, content_type: "hunt", page: `/hunt/${hunt}`, visitor_id: visitor, engagement: {} } };
    }
    return { id: ulid(), kind: "analytics.view", createdAt, payload: { page: PAGES[sent % PAGES.length], visitor_id: visitor } };
  });
}

const syncRequest = (base: string): autocannon.Options => ({
  url: `${base}/api/sync`,
  connections: CLIENTS,
  requests: [
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ mutations: batch() }) }),
    },
  ],
});

async function main() {
  const dirs: string[] = [];
  const deployments: { label: string; server: ServerProcess }[] = [];
  const postgres = postgresBin() ? await startPostgres() : null;
  const start = async (label: string, env: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), "bench-sync-views-"));
    dirs.push(dir);
    deployments.push({ label, server: await startServer(dir, await freePort(), { JWT_SECRET: SECRET, DATABASE_URL: "", ...env }) });
  };
  try {
    await start("SQLite, 1 process", {});
    if (postgres) await start("PostgreSQL, 2 processes", { WEB_CONCURRENCY: "2", DATABASE_URL: postgres.url("postgres") });
    const runs = deployments.map((): Run[] => []);
    for (const d of deployments) await run(syncRequest(d.server.url), WARMUP_S);
    for (let turn = 0; turn < ROUNDS; turn++) {
      for (let k = 0; k < deployments.length; k++) {
        const i = (turn + k) % deployments.length;
        runs[i]!.push(await run(syncRequest(deployments[i]!.server.url), DURATION_S / ROUNDS));
      }
    }
    console.log(`\nPOST /api/sync, ${CLIENTS} clients, ${BATCH} views a batch (mutations/s, median of ${ROUNDS} turns), ${new Date().toISOString().slice(0, 10)}\n`);
    console.log("| deployment | mutations/s | p99 | errors |");
    console.log("|---|---:|---:|---:|");
    deployments.forEach((d, i) => {
      const r = runs[i]!;
      const errors = r.reduce((sum, x) => sum + x.errors, 0);
      console.log(`| ${d.label} | ${(median(r.map((x) => x.rps)) * BATCH).toFixed(0)} | ${median(r.map((x) => x.p99))} ms | ${errors} |`);
    });
  } finally {
    await Promise.all(deployments.map((d) => d.server.stop()));
    postgres?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
