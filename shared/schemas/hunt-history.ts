/** A family's own hunt history (`GET /api/users/hunt-history`): each completion, newest first, with its explorers. */
import { z } from "zod";
import { listOf } from "./common";
import { explorerResultSchema } from "./explorers";
import { huntKeySchema } from "./hunt";

export const huntHistoryEntrySchema = z.object({
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

export const huntHistorySchema = listOf(huntHistoryEntrySchema);
export type HuntHistory = z.infer<typeof huntHistorySchema>;
