// @chunk hunt
/**
 * The one scoring rule of a hunt, used by the phone to show a result and by the server to store it: a
 * run scores the found items' own points plus the right answers' own points; the maximum is every
 * item's and every question's points; the badge comes at 70% of that maximum, unless the hunt draws its
 * own line (the Roper hunt: 175 of 240). The server scores from the hunt it holds, so points an admin
 * changes count the same on the phone that downloaded them and in the family's record.
 */
export const BADGE_PERCENT = 70;

export interface ScoringItem {
  id: number;
  points: number;
}

export interface ScoringQuestion {
  id: number | string;
  points: number;
  correct_answer: string;
  /** "word": right when the answer contains the expected word, whatever the case (a fill-in question); else exactly equal. */
  match?: "exact" | "word";
}

/** What a hunt's score is made from. */
export interface ScoringSheet {
  items: readonly ScoringItem[];
  questions: readonly ScoringQuestion[];
  /** A fixed lowest score that earns the badge, instead of 70% of the maximum. */
  badgeScore?: number;
}

/** What one player (or explorer) did: the items found, by id, and their answers by question id. */
export interface HuntRun {
  found: readonly number[];
  answers: Readonly<Record<string, string>>;
}

export interface RunScore {
  score: number;
  badge_earned: boolean;
}

/** A hunt as the API answers it (and the phone keeps it): every question is answered exactly. */
export function huntSheet(hunt: { items: readonly ScoringItem[]; quiz_questions?: readonly ScoringQuestion[] }): ScoringSheet {
  return { items: hunt.items, questions: hunt.quiz_questions ?? [] };
}

const sum = (values: readonly { points: number }[]) => values.reduce((total, v) => total + v.points, 0);

export function maxScore(sheet: ScoringSheet): number {
  return sum(sheet.items) + sum(sheet.questions);
}

/** The lowest score that earns the badge (70% of the maximum rounded up, in whole numbers so no float lands a point short). */
export function badgeScore(sheet: ScoringSheet): number {
  return sheet.badgeScore ?? Math.ceil((maxScore(sheet) * BADGE_PERCENT) / 100);
}

export function earnsBadge(sheet: ScoringSheet, score: number): boolean {
  return maxScore(sheet) > 0 && score >= badgeScore(sheet);
}

/** A typed word as it is compared: lower case, accents dropped (a child typing "hidrogeno" means "hidrógeno"). */
const comparable = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Fill-in answers are right when they contain the expected word, whatever the case and accents. */
export function fillInMatches(answer: string, expected: string): boolean {
  return comparable(answer).includes(comparable(expected.trim())) && expected.trim() !== "";
}

export function answerIsRight(question: ScoringQuestion, answer: string | undefined): boolean {
  if (answer === undefined) return false;
  return question.match === "word" ? fillInMatches(answer, question.correct_answer) : answer === question.correct_answer;
}

/** The points of the items found; an id the hunt does not have (any more) counts for nothing, and each item once. */
export function foundPoints(sheet: ScoringSheet, found: readonly number[]): number {
  const ids = new Set(found);
  return sum(sheet.items.filter((item) => ids.has(item.id)));
}

export function quizPoints(sheet: ScoringSheet, answers: Readonly<Record<string, string>>): number {
  return sum(sheet.questions.filter((q) => answerIsRight(q, answers[String(q.id)])));
}

export function scoreRun(sheet: ScoringSheet, run: HuntRun): RunScore {
  const score = foundPoints(sheet, run.found) + quizPoints(sheet, run.answers);
  return { score, badge_earned: earnsBadge(sheet, score) };
}

/**
 * A run sent by an app from before answers were sent: its finds and the score it showed. The finds are
 * worth what they are worth; the quiz, which it did not itemize, counts as its score says, but never
 * for more than a perfect quiz: the score stored is the one shown, kept between the finds' points and
 * the finds' points plus every question's.
 */
export function scoreClaimedRun(sheet: ScoringSheet, found: readonly number[], claimedScore: number): RunScore {
  const floor = foundPoints(sheet, found);
  const score = Math.min(Math.max(claimedScore, floor), floor + sum(sheet.questions));
  return { score, badge_earned: earnsBadge(sheet, score) };
}

/** A run as a completion sends it: scored from its answers, or, sent without any, by scoreClaimedRun. */
export function scoreSentRun(sheet: ScoringSheet, found: readonly number[], sent: { answers?: Readonly<Record<string, string>>; score: number }): RunScore {
  return sent.answers ? scoreRun(sheet, { found, answers: sent.answers }) : scoreClaimedRun(sheet, found, sent.score);
}
