/**
 * GET /api/health: whether this process can serve, for a supervisor or a load balancer. It asks the
 * database for a trivial answer each time (and answers at once while the process already knows the
 * database is away), so "ok" means a request that needs the database can be served now.
 */
import { Hono } from "hono";
import { engineOf } from "../db";
import { DATABASE_RETRY_AFTER_S } from "../db/database-faults";
import type { AppEnv, Deps } from "../deps";

/** A database that has not answered `select 1` by then is as good as away. */
export const HEALTH_PING_MAX_MS = 3000;

export function healthRoutes(deps: Deps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("No answer")), HEALTH_PING_MAX_MS);
    });
    try {
      await Promise.race([engineOf(deps.db).ping(), late]);
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false, database: "unreachable" }, 503, { "retry-after": String(DATABASE_RETRY_AFTER_S), "cache-control": "no-store" });
    } finally {
      clearTimeout(timer);
    }
  });
}
