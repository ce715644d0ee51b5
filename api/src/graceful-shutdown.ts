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
