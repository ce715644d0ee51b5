/**
 * The end-of-hunt quiz. Choice questions are radio groups, fill-in questions a text box; the submit
 * button stays disabled until every question has an answer (SPEC §4).
 */
import type { FormEvent } from "react";

export interface QuizQuestionView {
  id: number;
  question: string;
  /** Empty for a fill-in question. */
  options: readonly string[];
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

export function QuizForm({ questions, answers, onAnswer, onSubmit, busy = false, title = "Quiz time!" }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (allAnswered(questions, answers) && !busy) onSubmit();
  };
  return (
    <section className="card card-body" aria-labelledby="quiz-title">
      <h2 id="quiz-title" tabIndex={-1}>
        {title}
      </h2>
      <p className="muted">You found everything. Answer every question to finish the hunt (5 points for each right answer).</p>
      <form className="stack" onSubmit={submit}>
        {questions.map((q, i) => {
          const value = answers[String(q.id)] ?? "";
          if (q.options.length === 0) {
            return (
              <div key={q.id} className="quiz-question">
                <label htmlFor={`quiz-${q.id}`}>
                  {i + 1}. {q.question}
                </label>
                <input id={`quiz-${q.id}`} type="text" autoComplete="off" value={value} onChange={(e) => onAnswer(q.id, e.target.value)} />
              </div>
            );
          }
          return (
            <fieldset key={q.id} className="quiz-question">
              <legend>
                {i + 1}. {q.question}
              </legend>
              {q.options.map((option) => (
                <label key={option} className="quiz-option">
                  <input type="radio" name={`quiz-${q.id}`} value={option} checked={value === option} onChange={() => onAnswer(q.id, option)} />{" "}
                  {option}
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
