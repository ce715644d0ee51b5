/**
 * POST /api/sync: the outbox delivery endpoint. The batch runs in one write transaction (one durable
 * commit for up to SYNC_BATCH_MAX mutations; a larger batch is a 413), with each mutation's id as its
 * idempotency key, so a replayed one is reported as a duplicate (services/sync/mutations.ts): one that
 * can be refused runs in its own savepoint, so a refused one changes nothing, and page and content views,
 * which nothing refuses, are written together. One held back by a rate limit is answered "retry" with the
 * seconds to wait, never "rejected": it is a family's real activity that must still arrive. If the commit
 * itself fails the client gets a 5xx and retries the whole batch, which the keys make harmless.
 */
import { Hono } from "hono";
import { mutationSchema, SYNC_BATCH_MAX, SYNC_BATCH_TOO_LARGE, syncRequestSchema, type SyncResult } from "#shared/schemas/outbox";
import type { AppEnv, Deps } from "../deps";
import { moneyTx, writeTx } from "../db";
import { HttpError, refusalBody, type RefusalBody } from "../errors";
import { formatIssues, jsonBody } from "../middleware/validate";
import { mutationContext } from "./mutation-context";
import { prepareMutations, runMutations, type MutationKind, type MutationResult } from "../services/sync/mutations";

const VIEW_KINDS = new Set(["analytics.view", "analytics.content"]);
/** The kinds whose answer the device needs: a completion's points, score and badge; a purchase's order and where to pay it. */
const ANSWERED_KINDS: ReadonlySet<MutationKind> = new Set(["hunt.complete", "hunt.purchase"]);

type Answer = NonNullable<SyncResult["result"]>;

function syncResult(id: string, kind: MutationKind, { status, outcome, retryAfterSeconds }: MutationResult): SyncResult {
  if (status === "applied" || status === "duplicate") {
    return ANSWERED_KINDS.has(kind) ? { id, status, result: outcome.body as Answer } : { id, status };
  }
  const { detail = "Rejected", key, params } = outcome.body as RefusalBody;
  const said = { detail, ...(key ? { key } : {}), ...(params ? { params } : {}) };
  return status === "retry" ? { id, status, ...said, retry_after: retryAfterSeconds } : { id, status, ...said };
}

const idOf = (raw: { id?: unknown }): string => (typeof raw.id === "string" ? raw.id : String(raw.id ?? ""));

export function syncRoutes(deps: Deps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const { mutations } = await jsonBody(c, syncRequestSchema);
    if (mutations.length > SYNC_BATCH_MAX) throw new HttpError(413, SYNC_BATCH_TOO_LARGE);
    // Page and content views move no money or points, so a batch of only those skips the full fsync.
    const durable = mutations.some((m) => !VIEW_KINDS.has(String(m.kind)));
    // Parsed and prepared before the transaction, so a batch holds the write lock only for its database work.
    const parsed = mutations.map((raw) => mutationSchema.safeParse(raw));
    const valid = parsed.flatMap((p) => (p.success ? [p.data] : []));
    const ctx = await prepareMutations(mutationContext(deps, c), valid);
    const applied = await (durable ? moneyTx : writeTx)(deps.db, () => runMutations(ctx, valid));
    let next = 0;
    const results = parsed.map((p, i): SyncResult => {
      if (!p.success) return { id: idOf(mutations[i]!), status: "rejected", ...refusalBody(formatIssues(p.error)) };
      return syncResult(p.data.id, p.data.kind, applied[next++]!);
    });
    return c.json({ results });
  });
}
