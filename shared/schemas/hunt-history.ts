/** A family's own hunt history (`GET /api/users/hunt-history`): each completion, newest first, with its explorers, a page at a time. */
import { z } from "zod";
import { pageOf } from "./common";
import { explorerResultSchema } from "./explorers";
import { huntKeySchema } from "./hunt";

export const huntHistoryEntrySchema = z.object({
  /** The completion's own id: the device keeps the pages it has read and knows each entry by it. */
  id: z.number().int(),
  hunt_id: huntKeySchema,
  /** null when the hunt has since been deleted: the family's record stays, the catalog entry does not. */
  title: z.string().nullable(),
  completed_at: z.string(),
  score: z.number().int(),
  badge_earned: z.boolean(),
  /** [] for a completion sent without explorers. */
  explorers: z.array(explorerResultSchema),
});
export type HuntHistoryEntry = z.infer<typeof huntHistoryEntrySchema>;

/** One page of the history, newest first; `next` is the cursor of the page after it. */
export const huntHistorySchema = pageOf(huntHistoryEntrySchema);
export type HuntHistory = z.infer<typeof huntHistorySchema>;
