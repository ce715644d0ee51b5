/** The context a request's replayable writes run with: the app's database, clock and provider, the request's account and address. */
import type { Context } from "hono";
import type { AppEnv, Deps } from "../deps";
import type { MutationContext } from "../services/sync/mutation-context";

export function mutationContext(deps: Deps, c: Context<AppEnv>): MutationContext {
  const now = deps.now();
  return {
    db: deps.db,
    user: c.get("user"),
    now,
    happenedAt: now,
    siteOrigins: deps.siteOrigins,
    provider: deps.payments.name,
    clientAddress: deps.clientAddress(c),
  };
}
