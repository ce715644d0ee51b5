/**
 * The same server deployed three ways, measured side by side in one run: SQLite in one process, SQLite
 * with WEB_CONCURRENCY=2 (two processes on one file), and PostgreSQL with two processes (a throwaway
 * server from the Debian package, scripts/lib/local-postgres.mjs). For each: the catalog reads and
 * outbox mutations per second through POST /api/sync. The deployments take turns per target, like the
 * bare comparison, so the machine's drift hits them alike.
 */
import type autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ulid } from "../../pwa/src/lib/ulid";
import { postgresBin, startPostgres } from "../lib/local-postgres.mjs";
import { freePort, startServer, type ServerProcess } from "../lib/server-process";
import { median, ROUNDS, row, run, WARMUP_S, type Run } from "./load";

const SECRET = "bench-deployments-secret-shared-by-every-process";

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
    await start("SQLite, 1 process", {});
    await start("SQLite, 2 processes", { WEB_CONCURRENCY: "2" });
    if (postgres) await start("PostgreSQL, 2 processes", { WEB_CONCURRENCY: "2", DATABASE_URL: postgres.url("postgres") });
    const firstHunt = ((await (await fetch(`${deployments[0]!.server.url}/api/hunts`)).json()) as { hunts: { id: number }[] }).hunts[0]!.id;
    /** `postgresGoal`: what PostgreSQL with 2 processes must reach relative to SQLite with 1. */
    const targets: { label: string; opts: (base: string) => autocannon.Options; perRequest: number; postgresGoal?: number }[] = [
      ...["/api/hunts", `/api/hunts/${firstHunt}`, "/api/blog/posts?published=true&limit=20", "/api/shop/books"].map((path) => ({
        label: `GET ${path}`,
        opts: (base: string) => ({ url: base + path }),
        perRequest: 1,
      })),
      {
        label: `sync mutations (${syncBatch} per request)`,
        opts: (base) => ({ url: `${base}/api/sync`, requests: [syncRequest(syncBatch)] }),
        perRequest: syncBatch,
        postgresGoal: 0.5,
      },
    ];
    const lines: string[] = [];
    const goals: string[] = [];
    for (const target of targets) {
      const runs = deployments.map((): Run[] => []);
      for (const d of deployments) await run(target.opts(d.server.url), WARMUP_S);
      for (let turn = 0; turn < ROUNDS; turn++) {
        // Each turn starts with a different deployment.
        for (let k = 0; k < deployments.length; k++) {
          const i = (turn + k) % deployments.length;
          runs[i]!.push(await run(target.opts(deployments[i]!.server.url), seconds / ROUNDS));
        }
      }
      const cells = runs.map((r) => {
        const summary = row(target.label, r);
        return `${(summary.rps * target.perRequest).toFixed(0)} (p99 ${median(r.map((x) => x.p99))} ms${summary.errors ? `, ${summary.errors} errors` : ""})`;
      });
      lines.push(`| ${target.label} | ${cells.join(" | ")} |`);
      if (postgres && target.postgresGoal !== undefined) {
        const ratio = row(target.label, runs.at(-1)!).rps / row(target.label, runs[0]!).rps;
        const met = ratio >= target.postgresGoal ? "met" : "NOT met";
        goals.push(`${target.label}: ${deployments.at(-1)!.label} / ${deployments[0]!.label} = ${ratio.toFixed(2)}x (goal ≥ ${target.postgresGoal}x: ${met})`);
      }
    }
    console.log(`\nDeployments side by side (reads: requests/s; sync: mutations/s), ${new Date().toISOString().slice(0, 10)}${postgres ? "" : " — PostgreSQL is not installed here, so its column is missing"}\n`);
    console.log(`| target | ${deployments.map((d) => d.label).join(" | ")} |`);
    console.log(`|---|${deployments.map(() => "---:").join("|")}|`);
    for (const line of lines) console.log(line);
    if (goals.length > 0) console.log(`\n${goals.join("\n")}`);
  } finally {
    await Promise.all(deployments.map((d) => d.server.stop()));
    postgres?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

