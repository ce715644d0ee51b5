/**
 * Whether this process can reach its PostgreSQL server now. A query that fails with a connection fault
 * (database-faults.ts) starts a probe at once: one connection dying (a backend terminated, a connection
 * cut) says nothing about the others, so the link goes down only when a fresh connection cannot be made
 * either. While it is down every query fails at once with DatabaseUnavailable instead of waiting on a
 * connection (answered 503 with Retry-After), and the probe tries again with a growing pause, at most
 * PROBE_MAX_MS apart, so the server is serving again within about that long after PostgreSQL is back,
 * without a restart. Both changes are logged once, not per failed request.
 */
import { DatabaseUnavailable, faultMessage, isConnectionFault } from "./database-faults";

export const PROBE_FIRST_MS = 100;
export const PROBE_MAX_MS = 2000;

export interface DatabaseLink {
  readonly up: boolean;
  /** A query failed with `error`: a connection fault starts a probe (nothing else does). */
  saw(error: unknown): void;
  /** Throws DatabaseUnavailable while the link is down. */
  check(): void;
  /** Stops probing (the process is closing its database). */
  close(): void;
}

export interface LinkOptions {
  /** Opens a new connection and runs a trivial query on it; rejects when that cannot be done. */
  probe: () => Promise<void>;
  log?: (line: string) => void;
  firstMs?: number;
  maxMs?: number;
}

export function databaseLink({ probe, log = console.error, firstMs = PROBE_FIRST_MS, maxMs = PROBE_MAX_MS }: LinkOptions): DatabaseLink {
  let up = true;
  let reason = "";
  let downSince = 0;
  let probing = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const attempt = (delayMs: number) => {
    timer = setTimeout(async () => {
      timer = undefined;
      if (closed) return;
      try {
        await probe();
        probing = false;
        if (!up) log(`The database is reachable again after ${((Date.now() - downSince) / 1000).toFixed(1)} s`);
        up = true;
      } catch (error) {
        if (closed) return;
        if (up) {
          up = false;
          downSince = Date.now();
          reason = faultMessage(error);
          log(`The database is unreachable (${reason}); requests that need it are answered 503 until it is back`);
        }
        attempt(Math.min(Math.max(delayMs * 2, firstMs), maxMs));
      }
    }, delayMs);
    timer.unref();
  };

  return {
    get up() {
      return up;
    },
    saw(error) {
      if (closed || probing || !isConnectionFault(error)) return;
      probing = true;
      attempt(0);
    },
    check() {
      if (!up) throw new DatabaseUnavailable(reason);
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
