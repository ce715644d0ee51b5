/**
 * A mutation sent as a single call rather than through the outbox (/api/hunts/{id}/complete and
 * /purchase, the tracking calls): the same handler and idempotency as POST /api/sync, keyed by the
 * Idempotency-Key header, answered as HTTP. Every such write is durable on commit, since a completion or
 * a finished blog reading can award points.
 */
import type { Context } from "hono";
import { moneyTx } from "../db";
import type { AppEnv, Deps } from "../deps";
import { checkKey } from "../services/infrastructure/idempotency";
import { mutationContext } from "./mutation-context";
import { prepareMutations, runMutation, type MutationKind, type MutationBody, type PayloadOf } from "../services/sync/mutations";

export async function mutationCall<K extends MutationKind>(deps: Deps, c: Context<AppEnv>, kind: K, payload: PayloadOf<K>): Promise<Response> {
  const key = checkKey(c.req.header("idempotency-key"));
  const ctx = await prepareMutations(mutationContext(deps, c), [{ kind, payload } as MutationBody]);
  const { outcome, retryAfterSeconds } = await moneyTx(deps.db, () => runMutation(ctx, kind, payload, key));
  const headers = retryAfterSeconds === undefined ? undefined : { "retry-after": String(retryAfterSeconds) };
  return c.json(outcome.body as object, outcome.status, headers);
}
