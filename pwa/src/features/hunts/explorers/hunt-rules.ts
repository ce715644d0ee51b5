/**
 * A hunt's scoring, as the explorers' quiz and results need it: one explorer's score from the finds
 * (everyone shares them) and their own answers, the maximum, and the badge line. Built from the existing
 * rules (shared/rules/scoring.ts); the Roper hunt's own are in roper-rules.ts, apart, so the generic
 * hunt's code does not carry the Roper content.
 */
import { earnsBadge, huntScore, type ScoredQuestion } from "#shared/rules/scoring";
import { badgeScore, perfectScore } from "../hunt-scoring";

export interface HuntRules {
  maxScore: number;
  /** The lowest score that earns the badge. */
  badgeScore: number;
  score: (foundCount: number, answers: Readonly<Record<string, string>>) => number;
  earnsBadge: (score: number) => boolean;
}

export function genericRules(itemCount: number, questions: readonly ScoredQuestion[]): HuntRules {
  const maxScore = perfectScore(itemCount, questions);
  return {
    maxScore,
    badgeScore: badgeScore(maxScore),
    score: (foundCount, answers) => huntScore(foundCount, questions, answers),
    earnsBadge: (score) => earnsBadge(score, maxScore),
  };
}
