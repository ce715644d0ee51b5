/** The Roper hunt's scoring for its explorers: 10 a clue, 5 a right answer, max 240, badge at 175. */
import { ROPER_BADGE_SCORE, ROPER_MAX_SCORE, roperEarnsBadge } from "#shared/rules/scoring";
import { roperScore } from "../roper-scoring";
import type { HuntRules } from "./hunt-rules";

export const ROPER_RULES: HuntRules = {
  maxScore: ROPER_MAX_SCORE,
  badgeScore: ROPER_BADGE_SCORE,
  score: (foundCount, answers) => roperScore(foundCount, answers),
  earnsBadge: roperEarnsBadge,
};
