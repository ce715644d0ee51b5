/** Load runs shared by the API benchmarks: autocannon on loopback, summarized per target. */
import autocannon from "autocannon";

export const CONNECTIONS = 10;

export interface Row {
  target: string;
  rps: number;
  p99: number;
  errors: number;
}

export const WARMUP_S = 2;
/** Measured seconds per target (`BENCH_SECONDS`). */
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 12);
/** Outbox mutations per POST /api/sync request. */
export const SYNC_BATCH = 10;
/** Each target and its bare twin take turns this many times, so a load spike on the machine hits both. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);

export interface Run {
  rps: number;
  p99: number;
  errors: number;
}

export async function run(opts: autocannon.Options, seconds: number): Promise<Run> {
  const result = await autocannon({ connections: CONNECTIONS, ...opts, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

export function row(target: string, runs: Run[]): Row {
  const rps = runs.reduce((sum, r) => sum + r.rps, 0) / runs.length;
  return { target, rps, p99: median(runs.map((r) => r.p99)), errors: runs.reduce((sum, r) => sum + r.errors, 0) };
}

