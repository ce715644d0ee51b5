/**
 * A server hunt's quiz, once every item is found: the answers are saved as they are given, and
 * submitting scores the run and queues its completion (with how each item was found) in one
 * transaction. Loaded after the first render (lazy-parts.ts): a hunt opens with its items, not its quiz.
 * Explorers take it in turn instead (explorers/explorer-quiz.tsx).
 */
import { useState } from "react";
import { useStore } from "zustand";
import { answersIn } from "#shared/rules/hunt-translation";
import { huntSheet, scoreRun } from "#shared/rules/scoring";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { useAuth } from "../../../stores/auth";
import type { ProgressStore } from "../stores/hunt-progress";
import { saveFailedToast } from "../hunt-toasts";
import type { PlayableHunt } from "../playable-hunt";
import { QuizForm } from "./quiz-form";
import { ExplorerQuiz } from "../explorers/explorer-quiz";

export function HuntQuiz({ hunt, store }: { hunt: PlayableHunt; store: ProgressStore }) {
  const { found, quizAnswers, explorers } = useStore(store);
  const [busy, setBusy] = useState(false);
  const questions = hunt.quiz_questions ?? [];
  const sheet = huntSheet(hunt);
  const textLang = useTextLang(hunt.lang);
  // Answers given in another language (switched mid-quiz) are shown and sent as this one words them.
  const shown = answersIn(quizAnswers, questions, hunt.versions);

  const submit = async () => {
    setBusy(true);
    try {
      const answers = answersIn(store.getState().quizAnswers, questions, hunt.versions);
      const { score, badge_earned } = scoreRun(sheet, { found: store.getState().found, answers });
      await store.getState().complete({ score, badgeEarned: badge_earned, lang: hunt.lang, answers }, useAuth.getState().token);
    } catch {
      saveFailedToast();
    } finally {
      setBusy(false);
    }
  };

  if (explorers) {
    const foundIds = hunt.items.filter((item) => found.includes(item.id)).map((item) => item.id);
    return <ExplorerQuiz store={store} questions={questions} sheet={sheet} found={foundIds} lang={hunt.lang} versions={hunt.versions} />;
  }
  return (
    <QuizForm
      questions={questions}
      answers={shown}
      onAnswer={(id, a) => store.getState().answer(id, a)}
      onSubmit={() => void submit()}
      busy={busy}
      textLang={textLang}
    />
  );
}
