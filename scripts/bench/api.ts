/**
 * `npm run bench:api`: load on loopback against the real server (a child process on a fresh, seeded
 * database) beside a bare node:http server that answers the same bytes, so the table shows what the
 * framework, validation and SQLite cost relative to the floor. Both servers run as child processes of
 * their own, so neither shares a thread with autocannon (which runs here). Each target takes turns with
 * its bare twin in one run, since the machine's load drifts. Bounded: a few seconds per target.
 * `BENCH_SECONDS` sets the measured seconds per target, `BENCH_ROUNDS` the turns, `BENCH_ONLY` a
 * substring of the targets to run. `BENCH_BARE_HEADERS=all` has bare node send every header the API
 * sent (security headers, ETag, …) instead of only the content type and length: what the rest costs.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ulid } from "../../pwa/src/lib/api/ulid";
import { freePort } from "../lib/server-process";
import { benchDeployments } from "./deployments";
import { CONNECTIONS, DURATION_S, median, ROUNDS, row, run, SYNC_BATCH, WARMUP_S, type Row, type Run } from "./load";

const ONLY = process.env.BENCH_ONLY;
const BARE_ALL_HEADERS = process.env.BENCH_BARE_HEADERS === "all";
const HOST = "127.0.0.1";
/** What the catalog reads must reach, relative to bare node answering the same bytes. */
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 5;
const root = new URL("../..", import.meta.url).pathname;

async function startApi(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "api/src/server.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, ADMIN_EMAIL: "bench@example.com", ADMIN_PASSWORD: "bench-password" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  for (let i = 0; i < 100; i++) {
    // Whatever answers on the port is not ours once the child is gone.
    if (exited) throw new Error("API server exited");
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

/**
 * The floor: node:http answering each URL with its recorded bytes, content type, length and encoding
 * (or, with BENCH_BARE_HEADERS=all, every header the API sent but those node:http writes itself).
 */
const BARE_SERVER = `
const { createServer } = require("node:http");
const { readFileSync } = require("node:fs");
const answers = new Map();
for (const [url, { body, encoding, headers: all }] of Object.entries(JSON.parse(readFileSync(process.argv[1], "utf8")))) {
  const bytes = Buffer.from(body, "base64");
  const headers = all ? { ...all, "content-length": bytes.length } : { "content-type": "application/json", "content-length": bytes.length };
  if (encoding) headers["content-encoding"] = encoding;
  answers.set(url, { bytes, headers });
}
const missing = { bytes: Buffer.from("{}"), headers: { "content-type": "application/json", "content-length": 2 } };
const server = createServer((req, res) => {
  const answer = answers.get(req.url) ?? missing;
  res.writeHead(200, answer.headers);
  res.end(answer.bytes);
});
server.listen(0, ${JSON.stringify(HOST)}, () => process.stdout.write(server.address().port + "\\n"));
`;

interface BareAnswer {
  body: Buffer;
  encoding?: string;
  headers?: Record<string, string>;
}

async function startBare(answers: Record<string, BareAnswer>, dir: string) {
  const file = join(dir, "bare-answers.json");
  const encoded = Object.fromEntries(Object.entries(answers).map(([url, a]) => [url, { body: a.body.toString("base64"), encoding: a.encoding, headers: a.headers }]));
  writeFileSync(file, JSON.stringify(encoded));
  const child = spawn(process.execPath, ["-e", BARE_SERVER, file], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { port, close: () => child.kill() };
}

/**
 * A short unmeasured run of each first, so JIT warm-up and first-fill caches are not in the figures,
 * then ROUNDS turns of bare and target, DURATION_S seconds in all for each.
 */
async function loadPair(bareTarget: string, bareOpts: autocannon.Options, target: string, opts: autocannon.Options) {
  await run(bareOpts, WARMUP_S);
  await run(opts, WARMUP_S);
  const bareRuns: Run[] = [];
  const runs: Run[] = [];
  // Turns go bare-target, target-bare, … so neither always runs right after the other.
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) bareRuns.push(await run(bareOpts, DURATION_S / ROUNDS));
    runs.push(await run(opts, DURATION_S / ROUNDS));
    if (i % 2 === 1) bareRuns.push(await run(bareOpts, DURATION_S / ROUNDS));
  }
  // Each turn's ratio is taken against the bare run beside it; their median shrugs off a spike.
  const ratios = runs.map((r, i) => r.rps / bareRuns[i]!.rps);
  return { bare: row(bareTarget, bareRuns), row: row(target, runs), ratio: median(ratios), spread: `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}` };
}

async function load(target: string, opts: autocannon.Options): Promise<Row> {
  await run(opts, WARMUP_S);
  return row(target, [await run(opts, DURATION_S)]);
}

interface Read {
  /** The label in the table. */
  label: string;
  path: string;
  /** The bare server's URL for the same bytes (a compressed copy needs a URL of its own there). */
  barePath: string;
  headers: Record<string, string>;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"));
  const apiPort = await freePort();
  const api = await startApi(apiPort, dataDir);
  const base = `http://${HOST}:${apiPort}`;
  const firstHunt = (JSON.parse((await rawGet(`${base}/api/hunts`, {})).body.toString()) as { hunts: { id: number }[] }).hunts[0]!.id;
  const plain = (path: string): Read => ({ label: `GET ${path}`, path, barePath: path, headers: {} });
  const reads: Read[] = [
    plain("/api/hunts"),
    plain(`/api/hunts/${firstHunt}`),
    plain("/api/blog/posts?published=true&limit=20"),
    plain("/api/shop/books"),
    // What a browser asks for: the cached brotli copy, against bare node sending the same compressed bytes.
    { label: "GET /api/hunts (br)", path: "/api/hunts", barePath: "/br/api/hunts", headers: { "accept-encoding": "gzip, deflate, br" } },
  ].filter((read) => !ONLY || read.label.includes(ONLY));
  const answers: Record<string, BareAnswer> = {};
  const ownedByNode = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
  for (const read of reads) {
    // Exactly what autocannon will get (fetch would ask for a compressed copy and decode it).
    const res = await rawGet(base + read.path, read.headers);
    if (res.status !== 200) throw new Error(`${read.path} answered ${res.status}`);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) if (!ownedByNode.has(name) && typeof value === "string") headers[name] = value;
    answers[read.barePath] = { body: res.body, encoding: headers["content-encoding"], headers: BARE_ALL_HEADERS ? headers : undefined };
  }
  const bare = await startBare(answers, dataDir);

  const rows: { row: Row; bare?: Row; ratio?: number; spread?: string }[] = [];
  try {
    for (const read of reads) {
      rows.push(
        await loadPair(
          `bare node ${read.barePath}`,
          { url: `http://${HOST}:${bare.port}${read.barePath}`, headers: read.headers },
          read.label,
          { url: base + read.path, headers: read.headers },
        ),
      );
    }
    if (!ONLY || "POST /api/sync".includes(ONLY)) {
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
    }
  } finally {
    bare.close();
    api.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per target in ${ROUNDS} turns with its bare twin${BARE_ALL_HEADERS ? " (sending all the API's headers)" : ""}, loopback, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log("req/s: mean of the turns; p99: median of the turns; ratio: median of each turn's ratio to the bare run beside it (lowest–highest)\n");
  console.log(`| target | req/s | p99 ms | ratio to bare node | errors | goal (>= ${TARGET_RATIO}x, p99 <= ${TARGET_P99_MS} ms) |`);
  console.log("|---|---:|---:|---:|---:|---|");
  for (const { row, bare: b, ratio, spread } of rows) {
    if (b) console.log(`| ${b.target} | ${b.rps.toFixed(0)} | ${b.p99} | 1.00 | ${b.errors} | |`);
    const goal = ratio === undefined ? "" : ratio >= TARGET_RATIO && row.p99 <= TARGET_P99_MS && row.errors === 0 ? "met" : "NOT met";
    console.log(`| ${row.target} | ${row.rps.toFixed(0)} | ${row.p99} | ${ratio === undefined ? "—" : `${ratio.toFixed(2)} (${spread})`} | ${row.errors} | ${goal} |`);
  }
  const syncRow = rows.find((r) => !r.bare)?.row;
  if (syncRow) console.log(`\nsync throughput: ${(syncRow.rps * SYNC_BATCH).toFixed(0)} mutations/s`);
  if (!ONLY) await benchDeployments(DURATION_S, SYNC_BATCH);
}

/** A GET with only the given headers, and the body exactly as sent (a compressed one still compressed). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
