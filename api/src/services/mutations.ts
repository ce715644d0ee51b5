/**
 * The replayable writes a device makes, by outbox kind. The single-call routes and POST /api/sync both
 * come through `runMutation`, so a mutation sent either way has the same validation, effect and
 * idempotency, and what became of it (applied, duplicate, rejected, retry) is decided here once. Runs
 * inside a write transaction held by the caller.
 */
import type { z } from "zod";
import type { mutationSchema, SyncResult } from "#shared/schemas/outbox";
import { HttpError, TryLater } from "../errors";
import { completeHunt, purchaseHunt } from "./hunt-activity";
import { onceForKey, refusalOutcome, type Outcome } from "./idempotency";
import type { MutationContext } from "./mutation-context";
import { reserveAttempt, signedOutCompletionLimits } from "./rate-limit";
import { trackBlogRead, trackContentView, trackView } from "./tracking";

export type ParsedMutation = z.output<typeof mutationSchema>;
export type MutationKind = ParsedMutation["kind"];
export type PayloadOf<K extends MutationKind> = Extract<ParsedMutation, { kind: K }>["payload"];

/**
 * What became of one mutation: `status` as the outbox reports it, `outcome` as a single call answers
 * it (the handler's answer, or a refusal's `{detail}` with its 4xx). `retry` is a limit holding it back
 * for now, never a refusal, with the seconds to wait when the limit knows them.
 */
export interface MutationResult {
  status: SyncResult["status"];
  outcome: Outcome;
  retryAfterSeconds?: number;
}

const SIGNED_OUT_COMPLETIONS_LIMITED = "Too many hunt completions from this network. This one will be taken later.";

/**
 * A signed-in completion earns its points once per hunt, which is its own limit; a signed-out one has
 * none, so it is limited per client address. Counted in the completion's own savepoint: one that is
 * refused, replayed or rolled back does not count.
 */
async function limitSignedOut(ctx: MutationContext): Promise<void> {
  if (!ctx.user) await reserveAttempt(ctx.db, "completion", signedOutCompletionLimits(ctx.clientAddress), ctx.now, SIGNED_OUT_COMPLETIONS_LIMITED);
}

const APPLY: { [K in MutationKind]: (ctx: MutationContext, payload: PayloadOf<K>) => Promise<Outcome> } = {
  "hunt.complete": async (ctx, p) => {
    await limitSignedOut(ctx);
    return completeHunt(ctx, p.hunt_id, p);
  },
  "hunt.purchase": async (ctx, p) => purchaseHunt(ctx, p),
  "analytics.view": trackView,
  "analytics.content": trackContentView,
  "analytics.blog": trackBlogRead,
};

export async function runMutation<K extends MutationKind>(
  ctx: MutationContext,
  kind: K,
  payload: PayloadOf<K>,
  key: string | undefined,
): Promise<MutationResult> {
  const apply = APPLY[kind] as (ctx: MutationContext, payload: PayloadOf<K>) => Promise<Outcome>;
  try {
    // The key binds the kind and payload, not the caller: a device that queued something signed out and
    // signs in before resending must get "duplicate" for what already arrived, not a conflict.
    const { outcome, replayed } = await onceForKey(ctx.db, key, kind, payload, () => apply(ctx, payload));
    if (outcome.status >= 400) return { status: "rejected", outcome };
    return { status: replayed ? "duplicate" : "applied", outcome };
  } catch (err) {
    if (err instanceof TryLater) return { status: "retry", outcome: refusalOutcome(err), retryAfterSeconds: err.retryAfterSeconds };
    if (err instanceof HttpError && err.status < 500) return { status: "rejected", outcome: refusalOutcome(err) };
    throw err;
  }
}
