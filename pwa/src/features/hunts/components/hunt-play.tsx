/**
 * Playing an unlocked hunt: find every item (+10 each, once), then the quiz, then the badge (70% of a
 * perfect score). Every change is saved by the progress store; finishing queues the completion.
 */
import { Suspense, useState } from "react";
import { useStore } from "zustand";
import type { HuntItem, QuizQuestion } from "#shared/schemas/hunt";
import { earnsBadge, huntScore, ITEM_POINTS } from "#shared/rules/scoring";
import type { StoredHunt } from "../../../lib/db";
import type { ProgressStore } from "../../../stores/hunt-progress";
import { useAuth } from "../../../stores/auth";
import { toast } from "../../../stores/toasts";
import { badgeScore, perfectScore } from "../hunt-scoring";
import { saveFailedToast } from "../hunt-toasts";
import { FindList, type Findable } from "./find-list";
import { ProgressDisplay } from "./progress-display";
import { LazyHuntResult, LazyQuizForm } from "./lazy-parts";
import { ResetButton } from "./reset-button";

export type PlayableHunt = StoredHunt & { items: HuntItem[]; quiz_questions?: QuizQuestion[] };

export function HuntPlay({ hunt, store }: { hunt: PlayableHunt; store: ProgressStore }) {
  const { found, quizAnswers, showQuiz, quizCompleted, totalScore, badgeEarned } = useStore(store);
  const [busy, setBusy] = useState(false);
  const items = hunt.items;
  const questions = hunt.quiz_questions ?? [];
  const foundCount = items.filter((item) => found.includes(item.id)).length;
  const allFound = foundCount === items.length;
  const maxScore = perfectScore(items.length, questions);
  const entries: Findable[] = items.map((item) => ({ id: item.id, title: item.name, text: item.location_description, fact: item.educational_fact }));

  const onFound = (entry: Findable) => {
    if (store.getState().markFound(entry.id, items.length)) toast({ title: "Item Found!", description: `+${ITEM_POINTS} points` });
  };

  const submit = async () => {
    setBusy(true);
    try {
      const score = huntScore(foundCount, questions, store.getState().quizAnswers);
      await store.getState().complete({ score, badgeEarned: earnsBadge(score, maxScore) }, useAuth.getState().token);
    } catch {
      saveFailedToast();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <ProgressDisplay found={foundCount} total={items.length} points={quizCompleted ? totalScore : foundCount * ITEM_POINTS} noun="Items" />
      {quizCompleted && (
        <Suspense fallback={null}>
          <LazyHuntResult
            badgeEarned={badgeEarned}
            badgeTitle={`${hunt.title} Explorer Badge`}
            emoji="🏅"
            score={totalScore}
            maxScore={maxScore}
            retryMessage={`You need ${badgeScore(maxScore)} points for the badge. Reset the hunt and try again!`}
          />
        </Suspense>
      )}
      <section className="stack" aria-labelledby="items-title">
        <h2 id="items-title">Items to find</h2>
        <FindList entries={entries} found={found} onFound={onFound} />
      </section>
      {!quizCompleted && (showQuiz || allFound) && (
        <Suspense fallback={null}>
          <LazyQuizForm questions={questions} answers={quizAnswers} onAnswer={(id, a) => store.getState().answer(id, a)} onSubmit={() => void submit()} busy={busy} />
        </Suspense>
      )}
      <ResetButton onReset={() => store.getState().reset()} />
    </div>
  );
}
