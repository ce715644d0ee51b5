/**
 * The explorers of one completion: several children share one phone, share the finds ("Who spotted
 * it?") and each take the quiz in turn, so each has a score and a badge of their own. Each sends their
 * own answers; the server scores them against the hunt it holds and keeps the phone's score beside it.
 */
import { z } from "zod";
import { EXPLORER_NAME_MAX, EXPLORERS_MAX, EXPLORERS_MIN } from "../rules/family-record";
import { quizAnswersSchema } from "./quiz-answers";

/** One explorer's line of a completion as the results and the family's history show it. */
export const explorerResultSchema = z.object({
  name: z
    .string({ error: "an explorer's name is required" })
    .trim()
    .min(1, "an explorer's name is required")
    .max(EXPLORER_NAME_MAX, `an explorer's name is at most ${EXPLORER_NAME_MAX} characters`),
  score: z.number().int().min(0).max(100_000),
  badge_earned: z.boolean(),
  /** How many finds "Who spotted it?" credited to this explorer. */
  spotted: z.number().int().min(0).max(1000),
});
export type ExplorerResult = z.infer<typeof explorerResultSchema>;

/**
 * One explorer as a completion sends them: the result the phone showed (`score`, `badge_earned`) and
 * their own answers (left out by an app from before answers were sent).
 */
export const explorerSchema = explorerResultSchema.extend({ answers: quizAnswersSchema.optional() });
export type Explorer = z.infer<typeof explorerSchema>;

/** An explorer as a completion keeps them: the server's result, and what the phone showed (absent on rows kept before). */
export type StoredExplorer = ExplorerResult & { device_score?: number; device_badge_earned?: boolean };

/** Names tell explorers apart on the results screen and in the history, so two may not share one. */
export const explorersSchema = z
  .array(explorerSchema)
  .min(EXPLORERS_MIN, `give ${EXPLORERS_MIN} to ${EXPLORERS_MAX} explorers, or leave explorers out`)
  .max(EXPLORERS_MAX, `at most ${EXPLORERS_MAX} explorers share one completion`)
  .superRefine((explorers, ctx) => {
    const seen = new Set<string>();
    for (const explorer of explorers) {
      const key = explorer.name.toLocaleLowerCase("en-US");
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: `two explorers are called "${explorer.name}": give each a different name` });
      seen.add(key);
    }
  });

/** An explorer's line as the results and the history show it, without what else a completion keeps. */
export function explorerResult({ name, score, badge_earned, spotted }: ExplorerResult): ExplorerResult {
  return { name, score, badge_earned, spotted };
}
