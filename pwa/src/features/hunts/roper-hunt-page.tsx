/**
 * /roperhunt: the free science-center hunt. Its 16 clues and 16 questions ship inside the app, so it
 * plays with no signal from the first visit; progress is saved on the device after every change.
 * It is scored by the same rule as a server hunt, with its own badge line (ROPER_SCORING). Read-aloud
 * loads after the first render, as on a server hunt.
 */
import { Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { useStore } from "zustand";
import { ROPER_BADGE_SCORE, ROPER_CLUE_COUNT, ROPER_CLUE_POINTS, ROPER_CLUES, ROPER_HUNT, ROPER_MAX_SCORE, ROPER_QUESTION_POINTS, ROPER_QUESTIONS, ROPER_SCORING } from "#shared/roper-hunt";
import { foundPoints, scoreRun } from "#shared/rules/scoring";
import { useAuth } from "../../stores/auth";
import { roperProgressStore } from "../../stores/hunt-progress";
import { toast } from "../../stores/toasts";
import { saveFailedToast } from "./hunt-toasts";
import { useReadyMark } from "./use-ready-mark";
import { FindList, type Findable } from "./components/find-list";
import { HuntHeader } from "./components/hunt-header";
import { HuntResult } from "./components/hunt-result";
import { ProgressDisplay } from "./components/progress-display";
import { QuizForm, type QuizQuestionView } from "./components/quiz-form";
import { ResetButton } from "./components/reset-button";
import { huntDay } from "./badge-picture/badge-picture-info";
import { LazyExplorerQuiz, LazyExplorerResults, LazyExplorers } from "./explorers/lazy-explorers";
import { LazyHuntReadAloud } from "./read-aloud/lazy-hunt-read-aloud";
import "./hunts.css";

const CLUES: Findable[] = ROPER_CLUES.map((c) => ({ id: c.id, title: `Clue ${c.id}`, text: c.clue, hint: c.hint, fact: c.fact }));
const QUESTIONS: QuizQuestionView[] = ROPER_QUESTIONS.map((q) => ({
  id: q.id,
  question: q.question,
  options: q.kind === "fill-in" ? [] : q.kind === "true-false" ? ["True", "False"] : q.options,
  points: ROPER_QUESTION_POINTS,
}));
const ROPER_BADGE_TITLE = "Science Center Explorer";
const ROPER_RETRY_MESSAGE = `So close! You need ${ROPER_BADGE_SCORE} points for the badge — reset and try again.`;

export default function RoperHuntPage() {
  const store = roperProgressStore();
  const { found, finds, quizAnswers, showQuiz, quizCompleted, totalScore, badgeEarned, hydrated, explorers } = useStore(store);
  const [busy, setBusy] = useState(false);
  useReadyMark(hydrated);
  const foundIds = CLUES.filter((c) => found.includes(c.id)).map((c) => c.id);
  const foundCount = foundIds.length;
  const day = huntDay(finds);

  const onFound = (clue: Findable) => {
    if (store.getState().markFound(clue.id, ROPER_CLUE_COUNT)) toast({ title: "Clue Found!", description: `+${ROPER_CLUE_POINTS} points` });
  };

  const submit = async () => {
    setBusy(true);
    try {
      const { score, badge_earned } = scoreRun(ROPER_SCORING, { found: store.getState().found, answers: store.getState().quizAnswers });
      await store.getState().complete({ score, badgeEarned: badge_earned }, useAuth.getState().token);
    } catch {
      saveFailedToast();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container stack hunt-page">
      <p>
        <Link to="/scavengerhunts">← All hunts</Link>
      </p>
      <HuntHeader hunt={ROPER_HUNT} />
      {!hydrated ? (
        <div className="spinner" role="status" aria-label="Loading your progress" />
      ) : (
        <>
          <ProgressDisplay found={foundCount} total={ROPER_CLUE_COUNT} points={quizCompleted ? totalScore : foundPoints(ROPER_SCORING, found)} noun="Clues" />
          {typeof speechSynthesis !== "undefined" && (
            <Suspense fallback={null}>
              <LazyHuntReadAloud store={store} entries={CLUES} questions={QUESTIONS} sheet={ROPER_SCORING} />
            </Suspense>
          )}
          {quizCompleted && explorers && (
            <Suspense fallback={null}>
              <LazyExplorerResults
                explorers={explorers}
                badgeTitle={ROPER_BADGE_TITLE}
                emoji="🔬"
                maxScore={ROPER_MAX_SCORE}
                badgeScore={ROPER_BADGE_SCORE}
                retryMessage={ROPER_RETRY_MESSAGE}
                hunt={{ title: ROPER_HUNT.title, place: ROPER_HUNT.location, day }}
              />
            </Suspense>
          )}
          {quizCompleted && !explorers && (
            <HuntResult
              badgeEarned={badgeEarned}
              badgeTitle={ROPER_BADGE_TITLE}
              emoji="🔬"
              score={totalScore}
              maxScore={ROPER_MAX_SCORE}
              retryMessage={ROPER_RETRY_MESSAGE}
              picture={{ huntTitle: ROPER_HUNT.title, place: ROPER_HUNT.location, emoji: "🔬", score: totalScore, maxScore: ROPER_MAX_SCORE, day }}
            />
          )}
          <section className="stack" aria-labelledby="clues-title">
            <h2 id="clues-title">Clues</h2>
            <p className="muted">
              Solve each riddle, find the exhibit and tap “Found it!”. Score {ROPER_BADGE_SCORE} of {ROPER_MAX_SCORE} points to earn the badge.
            </p>
            <FindList entries={CLUES} found={found} onFound={onFound} />
          </section>
          <Suspense fallback={null}>
            <LazyExplorers store={store} />
          </Suspense>
          {!quizCompleted && (showQuiz || foundCount === ROPER_CLUE_COUNT) && (explorers ? (
            <Suspense fallback={null}>
              <LazyExplorerQuiz store={store} questions={QUESTIONS} sheet={ROPER_SCORING} found={foundIds} />
            </Suspense>
          ) : (
            <QuizForm questions={QUESTIONS} answers={quizAnswers} onAnswer={(id, a) => store.getState().answer(id, a)} onSubmit={() => void submit()} busy={busy} />
          ))}
          <ResetButton onReset={() => store.getState().reset()} />
        </>
      )}
    </div>
  );
}
