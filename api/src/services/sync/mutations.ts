/**
 * The replayable writes a device makes, by outbox kind. The single-call routes and POST /api/sync both
 * come through `runMutation`, so a mutation sent either way has the same validation, effect and
 * idempotency, and what became of it (applied, duplicate, rejected, retry) is decided here once. Runs
 * inside a write transaction held by the caller.
 */
import type { z } from "zod";
import type { mutationSchema, SyncResult } from "#shared/schemas/outbox";
import { eventTime } from "#shared/rules/event-time";
import { HttpError, TryLater, type Refusal } from "../../errors";
import { checkTeamResults } from "../groups/team-result-check";
import { recordTeamResult } from "../groups/team-results";
import { completeHunt, purchaseHunt } from "../hunt-play/hunt-activity";
import { claimKeys, onceForKey, refusalOutcome, type KeyedOutcome, type Outcome } from "../infrastructure/idempotency";
import type { MutationContext } from "./mutation-context";
import { reserveAttempt, signedOutCompletionLimits } from "../infrastructure/rate-limit";
import { trackBlogRead, trackContentView, TRACKED, trackView, writeContentViews, writeViews, type Timed } from "../analytics/tracking";
import { addCounts, type CountDelta } from "../analytics/counts";

export type ParsedMutation = z.output<typeof mutationSchema>;
export type MutationKind = ParsedMutation["kind"];
export type PayloadOf<K extends MutationKind> = Extract<ParsedMutation, { kind: K }>["payload"];
/** A mutation's kind and payload, whichever way it was sent. */
export type MutationBody = { [K in MutationKind]: { kind: K; payload: PayloadOf<K> } }[MutationKind];

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

const SIGNED_OUT_COMPLETIONS_LIMITED: Refusal = { key: "tooManyCompletions" };

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
  "group.progress": (ctx, p) => recordTeamResult(ctx, p.result),
};

/**
 * What mutations need done before their write transaction, which waits on nothing but the database:
 * each team result's signature checked with its group's key. Both the single calls and POST /api/sync
 * run their mutations with the context this answers.
 */
export async function prepareMutations(ctx: MutationContext, mutations: readonly MutationBody[]): Promise<MutationContext> {
  const texts = mutations.flatMap((m) => (m.kind === "group.progress" ? [m.payload.result] : []));
  return texts.length === 0 ? ctx : { ...ctx, teamResults: await checkTeamResults(ctx.db, texts) };
}

/** What a keyed write came to, as the outbox reports it. */
function resultOf({ outcome, replayed }: KeyedOutcome): MutationResult {
  if (outcome.status >= 400) return { status: "rejected", outcome };
  return { status: replayed ? "duplicate" : "applied", outcome };
}

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
    return resultOf(await onceForKey(ctx.db, key, kind, payload, () => apply(ctx, payload)));
  } catch (err) {
    if (err instanceof TryLater) return { status: "retry", outcome: refusalOutcome(err), retryAfterSeconds: err.retryAfterSeconds };
    if (err instanceof HttpError && err.status < 500) return { status: "rejected", outcome: refusalOutcome(err) };
    throw err;
  }
}

type AppendKind = "analytics.view" | "analytics.content";
type AppendMutation = Extract<ParsedMutation, { kind: AppendKind }>;
type AppendMany = (ctx: MutationContext, views: Timed<AppendMutation["payload"]>[]) => Promise<CountDelta[]>;

/**
 * The kinds that only append a row: nothing refuses one whose payload parsed, and each answers TRACKED
 * (as APPLY's single calls of them do), so a run of them needs no savepoint and no answer from the effect.
 */
const APPEND: { [K in AppendKind]: (ctx: MutationContext, views: Timed<PayloadOf<K>>[]) => Promise<CountDelta[]> } = {
  "analytics.view": writeViews,
  "analytics.content": writeContentViews,
};

const isAppend = (m: ParsedMutation): m is AppendMutation => Object.hasOwn(APPEND, m.kind);

/**
 * A run of appends: their keys in one statement, then the new ones' rows in one statement per kind, and
 * what they all count in one more.
 */
async function appendRun(ctx: MutationContext, run: AppendMutation[]): Promise<MutationResult[]> {
  const claims = await claimKeys(ctx.db, run.map((m) => ({ key: m.id, scope: m.kind, body: m.payload })), TRACKED);
  const fresh = run.filter((_, i) => claims[i]!.fresh);
  const counts: CountDelta[] = [];
  for (const kind of Object.keys(APPEND) as AppendKind[]) {
    const views = fresh.filter((m) => m.kind === kind).map((m) => ({ input: m.payload, at: eventTime(m.createdAt, ctx.now) }));
    if (views.length > 0) counts.push(...(await (APPEND[kind] as AppendMany)(ctx, views)));
  }
  await addCounts(ctx.db, counts);
  return claims.map(resultOf);
}

/**
 * A batch of outbox mutations, in order, inside the caller's write transaction, each keyed by its id.
 * Consecutive appends (page and content views, most of what a drained outbox holds) go together through
 * appendRun; every other mutation runs alone in its own savepoint (runMutation), since it can be refused.
 */
export async function runMutations(ctx: MutationContext, mutations: ParsedMutation[]): Promise<MutationResult[]> {
  const results: MutationResult[] = [];
  let i = 0;
  while (i < mutations.length) {
    const run: AppendMutation[] = [];
    for (let m = mutations[i]; m && isAppend(m); m = mutations[++i]) run.push(m);
    if (run.length > 0) {
      results.push(...(await appendRun(ctx, run)));
      continue;
    }
    const m = mutations[i++]!;
    results.push(await runMutation({ ...ctx, happenedAt: eventTime(m.createdAt, ctx.now) }, m.kind, m.payload as never, m.id));
  }
  return results;
}
