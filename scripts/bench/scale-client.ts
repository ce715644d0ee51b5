/**
 * The HTTP client of `npm run bench:scale`: node:http on kept-alive connections (fetch's own work per
 * request would be a visible part of a 2 ms answer), with the body as sent (nothing asked compressed,
 * so its length is the answer's size), and a pool that keeps a few requests in flight.
 */
import { Agent, request } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** From the request's start to the answer's last byte. */
  ms: number;
}

export interface Call {
  token?: string;
  /** JSON, or a form when `form` is set. */
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export class Api {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });

  constructor(readonly base: string) {}

  send(method: string, path: string, call: Call = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    let payload: string | undefined;
    if (call.form) {
      payload = new URLSearchParams(call.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    } else if (call.body !== undefined) {
      payload = JSON.stringify(call.body);
      headers["content-type"] = "application/json";
    }
    if (payload !== undefined) headers["content-length"] = String(Buffer.byteLength(payload));
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(this.base + path, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(payload);
    });
  }

  /** A call that must succeed with `expected` (any 2xx when left out); answers the parsed JSON. */
  async json<T>(method: string, path: string, call: Call = {}, expected?: number): Promise<T> {
    const answer = await this.send(method, path, call);
    const ok = expected === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === expected;
    if (!ok) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    return (answer.body.length ? JSON.parse(answer.body.toString()) : undefined) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * Runs `task(0)` … `task(count - 1)` with at most `inFlight` at a time, each told which of the
 * `inFlight` lanes runs it (a lane runs its tasks one after another); answers their results in order.
 */
export async function pool<T>(count: number, inFlight: number, task: (i: number, lane: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const lane = async (_: unknown, n: number) => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i, n);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, lane));
  return results;
}
