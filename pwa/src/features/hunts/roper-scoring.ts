/** The Roper hunt's score: 10 points a clue found, 5 a right answer; fill-in answers need only contain the expected word. */
import { ROPER_QUESTIONS, type RoperQuestion } from "#shared/roper-hunt";
import { fillInMatches, ITEM_POINTS, QUESTION_POINTS } from "#shared/rules/scoring";

export function roperAnswerCorrect(question: RoperQuestion, answer: string | undefined): boolean {
  if (answer === undefined) return false;
  return question.kind === "fill-in" ? fillInMatches(answer, question.answer) : answer === question.answer;
}

/** Max 16 x 10 + 16 x 5 = 240. */
export function roperScore(foundCount: number, answers: Readonly<Record<string, string>>, questions = ROPER_QUESTIONS): number {
  const correct = questions.filter((q) => roperAnswerCorrect(q, answers[String(q.id)])).length;
  return foundCount * ITEM_POINTS + correct * QUESTION_POINTS;
}
