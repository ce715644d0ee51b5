/**
 * A run's quiz answers as a completion carries them, by question id: the server scores them against the
 * hunt it holds, so an answer to a question the hunt no longer has counts for nothing.
 */
import { z } from "zod";

/** What one answer may be: a choice (at most 200 characters) or what a child types into a fill-in box. */
export const QUIZ_ANSWER_MAX_CHARS = 500;
/** A hunt has at most 50 questions; room for a copy downloaded before questions were removed. */
export const QUIZ_ANSWERS_MAX = 100;

export const quizAnswersSchema = z
  .record(z.string().max(20, "a question id is at most 20 characters"), z.string().max(QUIZ_ANSWER_MAX_CHARS, `an answer is at most ${QUIZ_ANSWER_MAX_CHARS} characters`))
  .refine((answers) => Object.keys(answers).length <= QUIZ_ANSWERS_MAX, `at most ${QUIZ_ANSWERS_MAX} answers`);
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;
