/**
 * The replayable writes a device makes, by outbox kind. The single-call routes and POST /api/sync both
 * come through `runMutation`, so a completion sent either way has the same validation, effect and
 * idempotency. Runs inside a write transaction held by the caller.
 */
import { mutationSchema } from "#shared/schemas/outbox";
import type { z } from "zod";
import { completeHunt, purchaseHunt } from "./hunt-activity";
import { onceForKey, type KeyedOutcome, type Outcome } from "./idempotency";
import { reserveAttempt, signedOutCompletionLimits } from "./rate-limit";
import { trackBlogRead, trackContentView, trackView, type TrackingContext } from "./tracking";

export type ParsedMutation = z.output<typeof mutationSchema>;
type Kind = ParsedMutation["kind"];
type PayloadOf<K extends Kind> = Extract<ParsedMutation, { kind: K }>["payload"];

const SIGNED_OUT_COMPLETIONS_LIMITED = "Too many hunt completions from this network. This one will be taken later.";

/**
 * A signed-in completion earns its points once per hunt, which is its own limit; a signed-out one has
 * none, so it is limited per client address. Counted in the completion's own savepoint: one that is
 * refused, replayed or rolled back does not count.
 */
async function limitSignedOut(ctx: TrackingContext): Promise<void> {
  if (!ctx.user) await reserveAttempt(ctx.db, "completion", signedOutCompletionLimits(ctx.clientAddress), ctx.now, SIGNED_OUT_COMPLETIONS_LIMITED);
}

const APPLY: { [K in Kind]: (ctx: TrackingContext, payload: PayloadOf<K>) => Promise<Outcome> } = {
  "hunt.complete": async (ctx, p) => {
    await limitSignedOut(ctx);
    return completeHunt(ctx, p.hunt_id, p);
  },
  "hunt.purchase": async (ctx, p) => purchaseHunt(ctx, p),
  "analytics.view": trackView,
  "analytics.content": trackContentView,
  "analytics.blog": trackBlogRead,
};

export function runMutation<K extends Kind>(
  ctx: TrackingContext,
  kind: K,
  payload: PayloadOf<K>,
  key: string | undefined,
): Promise<KeyedOutcome> {
  const apply = APPLY[kind] as (ctx: TrackingContext, payload: PayloadOf<K>) => Promise<Outcome>;
  // The key binds the kind and payload, not the caller: a device that queued something signed out and
  // signs in before resending must get "duplicate" for what already arrived, not a conflict.
  return onceForKey(ctx.db, key, kind, payload, () => apply(ctx, payload));
}
