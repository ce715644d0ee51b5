/**
 * A server hunt's quiz, once every item is found: the answers are saved as they are given, and
 * submitting scores the run and queues its completion (with how each item was found) in one
 * transaction. Loaded after the first render (lazy-parts.ts): a hunt opens with its items, not its quiz.
 * Explorers take it in turn instead (explorers/explorer-quiz.tsx).
 */
import { useState } from "react";
import { useStore } from "zustand";
import { huntSheet, scoreRun } from "#shared/rules/scoring";
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

  const submit = async () => {
    setBusy(true);
    try {
      const { score, badge_earned } = scoreRun(sheet, { found: store.getState().found, answers: store.getState().quizAnswers });
      await store.getState().complete({ score, badgeEarned: badge_earned }, useAuth.getState().token);
    } catch {
      saveFailedToast();
    } finally {
      setBusy(false);
    }
  };

  if (explorers) {
    const foundIds = hunt.items.filter((item) => found.includes(item.id)).map((item) => item.id);
    return <ExplorerQuiz store={store} questions={questions} sheet={sheet} found={foundIds} />;
  }
  return <QuizForm questions={questions} answers={quizAnswers} onAnswer={(id, a) => store.getState().answer(id, a)} onSubmit={() => void submit()} busy={busy} />;
}
