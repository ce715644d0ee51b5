/**
 * The end-of-hunt quiz. Choice questions are radio groups, fill-in questions a text box; the submit
 * button stays disabled until every question has an answer.
 */
import type { FormEvent } from "react";
import { useStore } from "zustand";
import type { Lang } from "#shared/rules/languages";
import { QUIZ_ANSWER_MAX_CHARS } from "#shared/schemas/quiz-answers";
import { InLang } from "../../../lib/i18n/in-lang";
import { useTexts, type Messages } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { readAloudSlot, spokenAt } from "../read-aloud/read-aloud-slot";
import { Spoken } from "../read-aloud/spoken";
import type { QuizQuestionView } from "./play-views";

interface Props {
  questions: readonly QuizQuestionView[];
  answers: Readonly<Record<string, string>>;
  onAnswer: (id: number, answer: string) => void;
  onSubmit: () => void;
  busy?: boolean;
  /** The heading: whose turn it is, when explorers take the quiz in turn. */
  title?: string;
  /** The questions' language, when it is not the page's (a hunt only in English on a Spanish page). */
  textLang?: Lang;
}

export const allAnswered = (questions: readonly QuizQuestionView[], answers: Readonly<Record<string, string>>) =>
  questions.every((q) => (answers[String(q.id)] ?? "").trim() !== "");

/** "5 points for each right answer" when every question scores the same, else each one's points beside it. */
function pointsNote(questions: readonly QuizQuestionView[], t: Messages<typeof huntsTexts.en>): string {
  const points = new Set(questions.map((q) => q.points));
  const [only = 0] = points;
  return points.size > 1 ? t.pointsBeside() : t.pointsEach({ points: only });
}

export function QuizForm({ questions, answers, onAnswer, onSubmit, busy = false, title, textLang }: Props) {
  const t = useTexts(huntsTexts);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (allAnswered(questions, answers) && !busy) onSubmit();
  };
  const mixed = new Set(questions.map((q) => q.points)).size > 1;
  // Each question's Listen button, once read-aloud knows the device has a voice.
  const listen = useStore(readAloudSlot, (s) => s.question);
  const heading = (q: QuizQuestionView, i: number) => (
    <>
      {i + 1}.{" "}
      <InLang lang={textLang}>
        <Spoken at={spokenAt.question(q.id)} text={q.question} />
      </InLang>
      {mixed && (
        <>
          {" "}
          <span className="muted">{t.questionPoints({ points: q.points })}</span>
        </>
      )}
    </>
  );
  return (
    <section className="card card-body" aria-labelledby="quiz-title">
      <h2 id="quiz-title" tabIndex={-1}>
        {title ?? t.quizTime()}
      </h2>
      <p className="muted">{t.quizIntro({ note: pointsNote(questions, t) })}</p>
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
                  <InLang lang={textLang}>
                    <Spoken at={spokenAt.option(q.id, n)} text={option} />
                  </InLang>
                </label>
              ))}
            </fieldset>
          );
        })}
        <button type="submit" className="btn btn-accent" disabled={!allAnswered(questions, answers) || busy}>
          {t.submitQuiz()}
        </button>
      </form>
    </section>
  );
}
