/**
 * Starting while the database is away. A server that exits because PostgreSQL is restarting (or not up
 * yet after a reboot) leaves a supervisor to guess; instead the process keeps trying, with a growing
 * pause, for as long as the fault is the connection's, and answers on its port meanwhile: the health
 * check says what it waits for, every other request a 503 with Retry-After. Any other failure (a bad
 * migration, a port in use) is not waited out: the process exits non-zero.
 */
import { createServer, type Server } from "node:http";
import { DATABASE_RETRY_AFTER_S, faultMessage, isConnectionFault } from "./db/database-faults";
import { PROBE_FIRST_MS, PROBE_MAX_MS } from "./db/database-link";

const STARTING_DETAIL = "The service is starting. Please try again in a moment.";

export type DatabaseState = "starting" | "unreachable";

/** Runs `open` until it succeeds, pausing after each connection fault; rethrows any other failure. */
export async function untilReachable<T>(open: () => Promise<T>, onWait: (reason: string) => void = () => {}): Promise<T> {
  for (let pauseMs = PROBE_FIRST_MS; ; pauseMs = Math.min(pauseMs * 2, PROBE_MAX_MS)) {
    try {
      return await open();
    } catch (error) {
      if (!isConnectionFault(error)) throw error;
      onWait(faultMessage(error));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

export interface WaitingServer {
  /** The database could not be reached: health says so from now on. */
  unreachable(): void;
  /** Stops answering (the real server takes the port next). */
  close(): Promise<void>;
}

/** Listens on `port` and answers every request 503 until closed. */
export function answerWhileWaiting(port: number, host: string): Promise<WaitingServer> {
  let state: DatabaseState = "starting";
  const server: Server = createServer((req, res) => {
    const health = req.url === "/api/health" || req.url?.startsWith("/api/health?");
    const body = JSON.stringify(health ? { ok: false, database: state } : { detail: STARTING_DETAIL });
    res.writeHead(503, {
      "content-type": "application/json",
      "cache-control": "no-store",
      "retry-after": String(DATABASE_RETRY_AFTER_S),
      // Each request on its own connection: none is left for the real server to inherit.
      connection: "close",
    });
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve({
        unreachable: () => {
          state = "unreachable";
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
