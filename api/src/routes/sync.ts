/**
 * POST /api/sync: the outbox delivery endpoint. The batch runs in one write transaction (one durable
 * commit for up to SYNC_BATCH_MAX mutations; a larger batch is a 413); each mutation runs in its own
 * savepoint with its id as the idempotency key, so a refused one changes nothing and a replayed one is
 * reported as a duplicate. One held back by a rate limit is answered "retry" with the seconds to wait,
 * never "rejected": it is a family's real activity that must still arrive. If the commit itself fails the
 * client gets a 5xx and retries the whole batch, which the keys make harmless.
 */
import { Hono } from "hono";
import { mutationSchema, SYNC_BATCH_MAX, SYNC_BATCH_TOO_LARGE, syncRequestSchema, type SyncResult } from "#shared/schemas/outbox";
import type { AppEnv, Deps } from "../deps";
import { moneyTx, writeTx } from "../db";
import { HttpError } from "../errors";
import { formatIssues, jsonBody } from "../middleware/validate";
import { mutationContext } from "../services/mutation-context";
import { runMutation, type MutationKind, type MutationResult } from "../services/mutations";

const VIEW_KINDS = new Set(["analytics.view", "analytics.content"]);
/** The kinds whose answer the device needs: a completion's points, score and badge; a purchase's order and where to pay it. */
const ANSWERED_KINDS: ReadonlySet<MutationKind> = new Set(["hunt.complete", "hunt.purchase"]);

type Answer = NonNullable<SyncResult["result"]>;

function syncResult(id: string, kind: MutationKind, { status, outcome, retryAfterSeconds }: MutationResult): SyncResult {
  if (status === "applied" || status === "duplicate") {
    return ANSWERED_KINDS.has(kind) ? { id, status, result: outcome.body as Answer } : { id, status };
  }
  const detail = (outcome.body as { detail?: string }).detail ?? "Rejected";
  return status === "retry" ? { id, status, detail, retry_after: retryAfterSeconds } : { id, status, detail };
}

export function syncRoutes(deps: Deps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const { mutations } = await jsonBody(c, syncRequestSchema);
    if (mutations.length > SYNC_BATCH_MAX) throw new HttpError(413, SYNC_BATCH_TOO_LARGE);
    const ctx = mutationContext(deps, c);
    // Page and content views move no money or points, so a batch of only those skips the full fsync.
    const durable = mutations.some((m) => !VIEW_KINDS.has(String(m.kind)));
    const deliver = async (raw: (typeof mutations)[number]): Promise<SyncResult> => {
      const id = typeof raw.id === "string" ? raw.id : String(raw.id ?? "");
      const parsed = mutationSchema.safeParse(raw);
      if (!parsed.success) return { id, status: "rejected", detail: formatIssues(parsed.error) };
      const m = parsed.data;
      return syncResult(id, m.kind, await runMutation(ctx, m.kind, m.payload as never, m.id));
    };
    const results = await (durable ? moneyTx : writeTx)(deps.db, async () => {
      // One after another: each mutation's savepoint must close before the next one opens.
      const answers: SyncResult[] = [];
      for (const raw of mutations) answers.push(await deliver(raw));
      return answers;
    });
    return c.json({ results });
  });
}
