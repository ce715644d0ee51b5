/** Hunt scoring: 10 points a found item, 5 a correct answer; badge at 70% of the maximum (Roper: 175 of 240). */
export const ITEM_POINTS = 10;
export const QUESTION_POINTS = 5;
export const BADGE_RATIO = 0.7;
export const ROPER_CLUE_COUNT = 16;
export const ROPER_QUESTION_COUNT = 16;
export const ROPER_MAX_SCORE = ROPER_CLUE_COUNT * ITEM_POINTS + ROPER_QUESTION_COUNT * QUESTION_POINTS;
export const ROPER_BADGE_SCORE = 175;

export function huntMaxScore(itemCount: number, questionCount: number): number {
  return ITEM_POINTS * itemCount + QUESTION_POINTS * questionCount;
}

export function earnsBadge(score: number, maxScore: number): boolean {
  return maxScore > 0 && score >= BADGE_RATIO * maxScore;
}

export function roperEarnsBadge(score: number): boolean {
  return score >= ROPER_BADGE_SCORE;
}

export interface ScoredQuestion {
  id: number | string;
  correct_answer: string;
  points?: number;
}

/** Generic hunts: an answer scores only when it equals correct_answer exactly. */
export function huntScore(
  foundItemCount: number,
  questions: readonly ScoredQuestion[],
  answers: Readonly<Record<string, string>>,
): number {
  const quiz = questions.reduce(
    (sum, q) => sum + (answers[String(q.id)] === q.correct_answer ? (q.points ?? QUESTION_POINTS) : 0),
    0,
  );
  return foundItemCount * ITEM_POINTS + quiz;
}

/** Roper fill-in answers are right when they contain the expected word, whatever the case. */
export function fillInMatches(answer: string, expected: string): boolean {
  return answer.toLowerCase().includes(expected.trim().toLowerCase()) && expected.trim() !== "";
}
