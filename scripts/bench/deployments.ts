/**
 * The same server deployed three ways, measured side by side in one run: SQLite in one process, SQLite
 * with WEB_CONCURRENCY=2 (two processes on one file), and PostgreSQL with two processes (a throwaway
 * server from the Debian package, scripts/lib/local-postgres.mjs). For each: the catalog reads and
 * outbox mutations per second through POST /api/sync. The deployments take turns per target, like the
 * bare comparison, so the machine's drift hits them alike, and each is compared with SQLite in one
 * process, the baseline: the median of each turn's ratio, against the goal for PostgreSQL.
 * `npm run bench:api` runs it last; `tsx scripts/bench/deployments.ts` runs it alone, where `BENCH_ONLY`
 * (a substring of the targets) narrows it.
 */
import type autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ulid } from "../../pwa/src/lib/api/ulid";
import { postgresBin, startPostgres } from "../lib/local-postgres.mjs";
import { freePort, startServer, type ServerProcess } from "../lib/server-process";
import { DURATION_S, median, ROUNDS, row, run, SYNC_BATCH, WARMUP_S, type Run } from "./load";

const SECRET = "bench-deployments-secret-shared-by-every-process";
/** What PostgreSQL with two processes must reach, reads and sync alike, relative to SQLite in one process. */
const POSTGRES_TARGET_RATIO = 0.5;
const BASELINE = "SQLite, 1 process";
const ONLY = process.env.BENCH_ONLY;
const GOAL_FOR = "PostgreSQL, 2 processes";

interface Deployment {
  label: string;
  server: ServerProcess;
}

function syncRequest(batch: number): autocannon.Request {
  return {
    method: "POST",
    headers: { "content-type": "application/json" },
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({
        mutations: Array.from({ length: batch }, () => ({ id: ulid(), kind: "analytics.view", createdAt: Date.now(), payload: { page: "/bench" } })),
      }),
    }),
  };
}

export async function benchDeployments(seconds: number, syncBatch: number): Promise<void> {
  const dirs: string[] = [];
  const deployments: Deployment[] = [];
  const postgres = postgresBin() ? await startPostgres() : null;
  const start = async (label: string, env: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), "bench-deploy-"));
    dirs.push(dir);
    deployments.push({ label, server: await startServer(dir, await freePort(), { JWT_SECRET: SECRET, DATABASE_URL: "", ...env }) });
  };
  try {
    await start(BASELINE, {});
    await start("SQLite, 2 processes", { WEB_CONCURRENCY: "2" });
    if (postgres) await start(GOAL_FOR, { WEB_CONCURRENCY: "2", DATABASE_URL: postgres.url("postgres") });
    const firstHunt = ((await (await fetch(`${deployments[0]!.server.url}/api/hunts`)).json()) as { hunts: { id: number }[] }).hunts[0]!.id;
    const targets: { label: string; opts: (base: string) => autocannon.Options; perRequest: number }[] = [
      ...["/api/hunts", `/api/hunts/${firstHunt}`, "/api/blog/posts?published=true&limit=20", "/api/shop/books"].map((path) => ({
        label: `GET ${path}`,
        opts: (base: string) => ({ url: base + path }),
        perRequest: 1,
      })),
      { label: `sync mutations (${syncBatch} per request)`, opts: (base) => ({ url: `${base}/api/sync`, requests: [syncRequest(syncBatch)] }), perRequest: syncBatch },
    ];
    const lines: string[] = [];
    for (const target of targets.filter((t) => !ONLY || t.label.includes(ONLY))) {
      const runs = deployments.map((): Run[] => []);
      for (const d of deployments) await run(target.opts(d.server.url), WARMUP_S);
      for (let turn = 0; turn < ROUNDS; turn++) {
        // Each turn starts with a different deployment.
        for (let k = 0; k < deployments.length; k++) {
          const i = (turn + k) % deployments.length;
          runs[i]!.push(await run(target.opts(deployments[i]!.server.url), seconds / ROUNDS));
        }
      }
      // Each turn's ratio is taken against the baseline's run of the same turn; their median shrugs off a spike.
      const cells = runs.map((r, i) => {
        const summary = row(target.label, r);
        const figure = `${(summary.rps * target.perRequest).toFixed(0)} (p99 ${median(r.map((x) => x.p99))} ms${summary.errors ? `, ${summary.errors} errors` : ""})`;
        if (i === 0) return figure;
        const ratios = r.map((x, turn) => x.rps / runs[0]![turn]!.rps);
        const ratio = median(ratios);
        const goal = deployments[i]!.label !== GOAL_FOR ? "" : ratio >= POSTGRES_TARGET_RATIO && summary.errors === 0 ? ", goal met" : ", goal NOT met";
        return `${figure} | ${ratio.toFixed(2)}x (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})${goal}`;
      });
      lines.push(`| ${target.label} | ${cells.join(" | ")} |`);
    }
    console.log(`\nDeployments side by side (reads: requests/s; sync: mutations/s), ${new Date().toISOString().slice(0, 10)}${postgres ? "" : " — PostgreSQL is not installed here, so its column is missing"}`);
    console.log(`ratio: the median of each turn's ratio to ${BASELINE} (lowest–highest); goal: ${GOAL_FOR} >= ${POSTGRES_TARGET_RATIO}x ${BASELINE}, reads and sync\n`);
    const others = deployments.slice(1).map((d) => d.label);
    console.log(`| target | ${BASELINE} | ${others.map((label) => `${label} | ratio`).join(" | ")} |`);
    console.log(`|---|---:|${others.map(() => "---:|---:").join("|")}|`);
    for (const line of lines) console.log(line);
  } finally {
    await Promise.all(deployments.map((d) => d.server.stop()));
    postgres?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}


if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchDeployments(DURATION_S, SYNC_BATCH).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
