/**
 * What the server does on SIGTERM or SIGINT: stop accepting connections, let the requests in flight
 * finish (for at most SHUTDOWN_GRACE_MS), then close the database and leave. A deploy or a scale-down
 * then never cuts a family's sync or a checkout in half, and SQLite's WAL is checkpointed on close.
 */
import type { Server } from "node:http";

export const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 50;

export interface ShutdownOptions {
  /** Closes what the process holds open once no request needs it (the database). */
  close: () => void;
  exit: (code: number) => void;
  graceMs?: number;
}

/** Returns the handler to call on a signal; calling it twice shuts down once. */
export function gracefulShutdown(server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">, options: ShutdownOptions): () => void {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    let finished = false;
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      clearTimeout(deadline);
      clearInterval(idleSweep);
      try {
        options.close();
      } finally {
        options.exit(code);
      }
    };
    // Past the grace period, whatever is still open is cut, and the exit code says so.
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(1);
    }, options.graceMs ?? SHUTDOWN_GRACE_MS);
    server.close(() => finish(0));
    // Keep-alive connections with no request in flight would otherwise hold close() open: they are
    // closed now, and each one that finishes its request is closed as soon as it is idle.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  };
}

/**
 * The app's fetch, counting the requests it is still answering. A request whose client went away has
 * no connection left for `server.close()` to wait on, yet it may still be writing: the database is
 * closed only once `settled` says the last one has finished (or the deadline has passed).
 */
export function countingRequests<A extends unknown[]>(fetch: (...args: A) => Response | Promise<Response>) {
  let running = 0;
  let waiting: (() => void)[] = [];
  return {
    fetch: async (...args: A): Promise<Response> => {
      running++;
      try {
        return await fetch(...args);
      } finally {
        if (--running === 0) {
          for (const resolve of waiting) resolve();
          waiting = [];
        }
      }
    },
    running: () => running,
    /** Resolves when no request is running, or at `deadlineMs` (epoch ms), whichever comes first. */
    settled(deadlineMs: number): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, Math.max(0, deadlineMs - Date.now())).unref();
      });
    },
  };
}
