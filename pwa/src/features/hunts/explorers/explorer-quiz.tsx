/**
 * The quiz when explorers play: each takes it in turn on the one phone, under "{name}'s turn". Handing
 * it in keeps that explorer's answers and clears the screen for "Pass the phone to {next}"; the last
 * explorer's hand-in scores everyone and queues the one completion (best explorer's score and badge,
 * and every explorer's), in the same transaction as the result, as a single player's does.
 */
import { useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { answersIn } from "#shared/rules/hunt-translation";
import type { ScoringSheet } from "#shared/rules/scoring";
import { useAuth } from "../../../stores/auth";
import type { ProgressStore } from "../stores/hunt-progress";
import { saveFailedToast } from "../hunt-toasts";
import type { QuizQuestionView } from "../components/play-views";
import { QuizForm } from "../components/quiz-form";
import type { Lang } from "#shared/rules/languages";
import { useTexts } from "../../../lib/i18n/texts";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { huntsTexts } from "../hunts-texts";
import { explorerResults, explorersCompletion, withResults } from "./explorer-scores";
import { handIn, nextTurn } from "./explorer-state";
import { PassPhone } from "./pass-phone";

interface Props {
  store: ProgressStore;
  questions: readonly QuizQuestionView[];
  /** The hunt as its scoring rule reads it. */
  sheet: ScoringSheet;
  /** The hunt's items found, by id: every explorer scores each of them. */
  found: readonly number[];
  /** The language the hunt is played in: the completion says so, and its answers are scored in it. */
  lang: Lang;
  /** Each question's options in every version, by id: answers given in another language move to this one. */
  versions: Readonly<Record<string, readonly (readonly string[])[]>>;
}

export function ExplorerQuiz({ store, questions, sheet, found, lang, versions }: Props) {
  const t = useTexts(huntsTexts);
  const textLang = useTextLang(lang);
  const explorers = useStore(store, (s) => s.explorers);
  const answers = useStore(store, (s) => s.quizAnswers);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const turn = explorers?.turn ?? 0;
  // A turn started from the pass screen begins at its heading, not wherever focus was left.
  useEffect(() => {
    if (started.current) document.getElementById("quiz-title")?.focus();
  }, [turn]);

  const run = explorers?.runs[turn];
  if (!explorers || !run) return null;
  const next = explorers.runs[turn + 1];
  if (run.submitted && next) {
    const start = () => {
      started.current = true;
      const now = store.getState().explorers;
      if (now) store.setState({ explorers: nextTurn(now) });
    };
    return <PassPhone from={run.name} to={next.name} onStart={start} />;
  }

  const submit = async () => {
    const state = store.getState();
    if (!state.explorers) return;
    // Answers given before a language switch, this explorer's and those handed in before, are scored as
    // the language played words them.
    const inPlayed = (answers: Record<string, string>) => answersIn(answers, questions, versions);
    const runs = state.explorers.runs.map((r) => ({ ...r, answers: inPlayed(r.answers) }));
    const handed = handIn({ ...state.explorers, runs }, inPlayed(state.quizAnswers));
    if (next) {
      store.setState({ explorers: handed, quizAnswers: {} });
      return;
    }
    // The last explorer's answers stay on screen until the completion is queued, so a failure (or the
    // phone closing meanwhile) leaves their quiz to hand in again.
    const results = explorerResults(handed, found, sheet);
    setBusy(true);
    store.setState({ explorers: withResults(handed, results) });
    try {
      await state.complete({ ...explorersCompletion(handed, results), lang }, useAuth.getState().token);
    } catch {
      store.setState({ explorers: state.explorers });
      saveFailedToast();
    } finally {
      setBusy(false);
    }
  };

  return (
    <QuizForm
      title={t.turnOf({ name: run.name })}
      textLang={textLang}
      questions={questions}
      answers={answersIn(answers, questions, versions)}
      onAnswer={(id, a) => store.getState().answer(id, a)}
      onSubmit={() => void submit()}
      busy={busy}
    />
  );
}
