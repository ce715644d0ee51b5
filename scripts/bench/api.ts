/**
 * `npm run bench:api`: load on loopback against the real server (a child process on a fresh, seeded
 * database) beside a bare node:http server that answers the same bytes, so the table shows what the
 * framework, validation and SQLite cost relative to the floor. Bounded: a few seconds per target.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ulid } from "../../pwa/src/lib/ulid";

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const SYNC_BATCH = 10;
const HOST = "127.0.0.1";
const root = new URL("../..", import.meta.url).pathname;

async function startApi(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "api/src/server.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, ADMIN_EMAIL: "bench@example.com", ADMIN_PASSWORD: "bench-password" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://${HOST}:${port}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error("API server did not start");
}

function startBare(bodies: Map<string, Buffer>) {
  const server = createServer((req, res) => {
    const body = bodies.get(req.url ?? "") ?? Buffer.from("{}");
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  });
  return new Promise<{ port: number; close: () => void }>((resolve) =>
    server.listen(0, HOST, () => resolve({ port: (server.address() as AddressInfo).port, close: () => server.close() })),
  );
}

interface Row {
  target: string;
  rps: number;
  p99: number;
  errors: number;
}

const WARMUP_S = 2;

/** A short unmeasured run first, so JIT warm-up and first-fill caches are not in the figures. */
async function load(target: string, opts: autocannon.Options): Promise<Row> {
  await autocannon({ connections: CONNECTIONS, ...opts, duration: WARMUP_S });
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { target, rps: result.requests.average, p99: result.latency.p99, errors };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"));
  const apiPort = 18787;
  const api = await startApi(apiPort, dataDir);
  const base = `http://${HOST}:${apiPort}`;
  const paths = ["/api/hunts", "/api/blog/posts?published=true&limit=20"];
  const bodies = new Map<string, Buffer>();
  for (const path of paths) bodies.set(path, Buffer.from(await (await fetch(base + path)).arrayBuffer()));
  const bare = await startBare(bodies);

  const rows: { row: Row; bare?: Row }[] = [];
  try {
    for (const path of paths) {
      const bareRow = await load(`bare node ${path}`, { url: `http://${HOST}:${bare.port}${path}` });
      const apiRow = await load(`GET ${path}`, { url: base + path });
      rows.push({ row: apiRow, bare: bareRow });
    }
    const sync = await load(`POST /api/sync (${SYNC_BATCH} unique mutations each)`, {
      url: `${base}/api/sync`,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              mutations: Array.from({ length: SYNC_BATCH }, () => ({
                id: ulid(),
                kind: "analytics.view",
                createdAt: Date.now(),
                payload: { page: "/bench", referrer: "", user_agent: "bench" },
              })),
            }),
          }),
        },
      ],
    });
    rows.push({ row: sync });
  } finally {
    bare.close();
    api.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per target, loopback, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log("| target | req/s | p99 ms | ratio to bare node | errors |");
  console.log("|---|---:|---:|---:|---:|");
  for (const { row, bare: b } of rows) {
    if (b) console.log(`| ${b.target} | ${b.rps.toFixed(0)} | ${b.p99} | 1.00 | ${b.errors} |`);
    const ratio = b ? (row.rps / b.rps).toFixed(2) : "—";
    console.log(`| ${row.target} | ${row.rps.toFixed(0)} | ${row.p99} | ${ratio} | ${row.errors} |`);
  }
  const syncRow = rows.at(-1)?.row;
  if (syncRow) console.log(`\nsync throughput: ${(syncRow.rps * SYNC_BATCH).toFixed(0)} mutations/s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
