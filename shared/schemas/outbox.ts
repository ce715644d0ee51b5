/**
 * The outbox wire format: what a device queues while offline and sends to POST /api/sync. Each kind's
 * payload is exactly the payload of its single-call endpoint, so both paths share one handler.
 */
import { z } from "zod";
import { groupProgressSchema } from "./group";
import { trackBlogSchema, trackContentViewSchema, trackViewSchema } from "./analytics";
import { huntCompleteSchema, huntCompletionResultSchema, huntPurchaseResultSchema, huntPurchaseSchema, huntKeySchema } from "./hunt";
import { OUTBOX_ID_MESSAGE, OUTBOX_ID_PATTERN, SYNC_BATCH_MAX } from "../rules/sync";

export { SYNC_BATCH_MAX };

const mutationBase = {
  // A ULID made on the device: the mutation's identity and its idempotency key.
  id: z.string().regex(OUTBOX_ID_PATTERN, `id ${OUTBOX_ID_MESSAGE}`),
  createdAt: z.union([z.string().max(64), z.number()]),
};

export const mutationSchema = z.discriminatedUnion("kind", [
  z.object({ ...mutationBase, kind: z.literal("hunt.complete"), payload: huntCompleteSchema.extend({ hunt_id: huntKeySchema }) }),
  z.object({ ...mutationBase, kind: z.literal("hunt.purchase"), payload: huntPurchaseSchema }),
  z.object({ ...mutationBase, kind: z.literal("analytics.view"), payload: trackViewSchema }),
  z.object({ ...mutationBase, kind: z.literal("analytics.content"), payload: trackContentViewSchema }),
  z.object({ ...mutationBase, kind: z.literal("analytics.blog"), payload: trackBlogSchema }),
  z.object({ ...mutationBase, kind: z.literal("group.progress"), payload: groupProgressSchema }),
]);
export type Mutation = z.input<typeof mutationSchema>;
export type MutationKind = Mutation["kind"];
/** The payload a device queues for one kind, as it sends it (the server fills in the defaults). */
export type MutationPayload<K extends MutationKind> = Extract<Mutation, { kind: K }>["payload"];

/**
 * The envelope is checked first; each mutation is then parsed alone so one bad item cannot sink the batch.
 * Its length is the route's to check: more than SYNC_BATCH_MAX is a 413, not a malformed request.
 */
export const syncRequestSchema = z.object({
  mutations: z.array(z.object({ id: z.unknown(), kind: z.unknown(), payload: z.unknown(), createdAt: z.unknown() }).passthrough()),
});

export const SYNC_BATCH_TOO_LARGE = `Too many mutations: at most ${SYNC_BATCH_MAX} per request`;

/**
 * What became of one mutation. `retry`: not applied for now (a rate limit), never refused: the device
 * keeps it and sends it again after `retry_after` seconds.
 */
export const syncResultSchema = z.object({
  id: z.string(),
  status: z.enum(["applied", "duplicate", "rejected", "retry"]),
  detail: z.string().optional(),
  /** The message of a refusal the app says in the page's language (content/i18n/<lang>/errors.json), and its arguments. */
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  retry_after: z.number().int().positive().optional(),
  /**
   * The answer of an applied or duplicate hunt mutation, exactly as its single call gives it (a duplicate
   * gives the first delivery's): a completion's score, badge and `points_awarded` as the server computed
   * them; a purchase's order and where to pay it. Other kinds carry none.
   */
  result: z.union([huntCompletionResultSchema, huntPurchaseResultSchema]).optional(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;
export const syncResponseSchema = z.object({ results: z.array(syncResultSchema) });
export type SyncResponse = z.infer<typeof syncResponseSchema>;
