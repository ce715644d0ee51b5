/**
 * Generic hunt scores on top of the shared rules: the maximum is the score of a perfect run (so it
 * honours each question's own points), and the badge line is the lowest score reaching 70% of it.
 * The Roper rules live apart (roper-scoring.ts) so the generic hunt's chunk does not carry its content.
 */
import { BADGE_RATIO, huntScore, type ScoredQuestion } from "#shared/rules/scoring";

export function perfectScore(itemCount: number, questions: readonly ScoredQuestion[]): number {
  return huntScore(itemCount, questions, Object.fromEntries(questions.map((q) => [String(q.id), q.correct_answer])));
}

/** The lowest score that earns the badge (the epsilon absorbs 0.7 x max landing just above an integer). */
export function badgeScore(maxScore: number): number {
  return Math.ceil(BADGE_RATIO * maxScore - 1e-9);
}
