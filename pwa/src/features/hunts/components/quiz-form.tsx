/**
 * The end-of-hunt quiz. Choice questions are radio groups, fill-in questions a text box; the submit
 * button stays disabled until every question has an answer (SPEC §4).
 */
import type { FormEvent } from "react";
import { useStore } from "zustand";
import { QUIZ_ANSWER_MAX_CHARS } from "#shared/schemas/quiz-answers";
import { readAloudSlot, spokenAt } from "../read-aloud/read-aloud-slot";
import { Spoken } from "../read-aloud/spoken";

export interface QuizQuestionView {
  id: number;
  question: string;
  /** Empty for a fill-in question. */
  options: readonly string[];
  /** What a right answer scores. */
  points: number;
}

interface Props {
  questions: readonly QuizQuestionView[];
  answers: Readonly<Record<string, string>>;
  onAnswer: (id: number, answer: string) => void;
  onSubmit: () => void;
  busy?: boolean;
  /** The heading: whose turn it is, when explorers take the quiz in turn. */
  title?: string;
}

export const allAnswered = (questions: readonly QuizQuestionView[], answers: Readonly<Record<string, string>>) =>
  questions.every((q) => (answers[String(q.id)] ?? "").trim() !== "");

const pointsLabel = (points: number) => (points === 1 ? "1 point" : `${points} points`);

/** "5 points for each right answer" when every question scores the same, else each one's points beside it. */
function pointsNote(questions: readonly QuizQuestionView[]): string {
  const points = new Set(questions.map((q) => q.points));
  const [only = 0] = points;
  return points.size > 1 ? "each right answer scores the points beside its question" : `${pointsLabel(only)} for each right answer`;
}

export function QuizForm({ questions, answers, onAnswer, onSubmit, busy = false, title = "Quiz time!" }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (allAnswered(questions, answers) && !busy) onSubmit();
  };
  const mixed = new Set(questions.map((q) => q.points)).size > 1;
  // Each question's Listen button, once read-aloud knows the device has a voice.
  const listen = useStore(readAloudSlot, (s) => s.question);
  const heading = (q: QuizQuestionView, i: number) => (
    <>
      {i + 1}. <Spoken at={spokenAt.question(q.id)} text={q.question} />
      {mixed && (
        <>
          {" "}
          <span className="muted">({pointsLabel(q.points)})</span>
        </>
      )}
    </>
  );
  return (
    <section className="card card-body" aria-labelledby="quiz-title">
      <h2 id="quiz-title" tabIndex={-1}>
        {title}
      </h2>
      <p className="muted">You found everything. Answer every question to finish the hunt ({pointsNote(questions)}).</p>
      <form className="stack" onSubmit={submit}>
        {questions.map((q, i) => {
          const value = answers[String(q.id)] ?? "";
          if (q.options.length === 0) {
            return (
              <div key={q.id} className="quiz-question">
                <label htmlFor={`quiz-${q.id}`}>{heading(q, i)}</label>
                {listen?.(q)}
                <input
                  id={`quiz-${q.id}`}
                  type="text"
                  autoComplete="off"
                  maxLength={QUIZ_ANSWER_MAX_CHARS}
                  value={value}
                  onChange={(e) => onAnswer(q.id, e.target.value)}
                />
              </div>
            );
          }
          return (
            <fieldset key={q.id} className="quiz-question">
              <legend>{heading(q, i)}</legend>
              {listen?.(q)}
              {q.options.map((option, n) => (
                <label key={option} className="quiz-option">
                  <input type="radio" name={`quiz-${q.id}`} value={option} checked={value === option} onChange={() => onAnswer(q.id, option)} />{" "}
                  <Spoken at={spokenAt.option(q.id, n)} text={option} />
                </label>
              ))}
            </fieldset>
          );
        })}
        <button type="submit" className="btn btn-accent" disabled={!allAnswered(questions, answers) || busy}>
          Submit Quiz
        </button>
      </form>
    </section>
  );
}
