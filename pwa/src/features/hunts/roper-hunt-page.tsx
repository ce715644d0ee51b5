/**
 * /roperhunt: the free science-center hunt. Its 16 clues and 16 questions ship inside the app, so it
 * plays with no signal from the first visit; progress is saved on the device after every change.
 * It is scored by the same rule as a server hunt, with its own badge line (its content's badgeScore).
 * Read-aloud loads after the first render, as on a server hunt.
 */
import { Suspense, useMemo, useState } from "react";
import { Link } from "../../lib/i18n/links";
import { useStore } from "zustand";
import type { RoperHunt } from "#shared/rules/roper-hunt";
import { answersIn } from "#shared/rules/hunt-translation";
import { useTexts, type Messages } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { huntsTexts } from "./hunts-texts";
import { playTexts } from "./play-texts";
import { roperOptions, useRoperHunt, useRoperVersions } from "./roper-hunt";
import { foundPoints, scoreRun } from "#shared/rules/scoring";
import { useAuth } from "../../stores/auth";
import { roperProgressStore } from "./stores/hunt-progress";
import { toast } from "../../stores/toasts";
import { saveFailedToast } from "./hunt-toasts";
import { useReadyMark } from "./use-ready-mark";
import { FindList } from "./components/find-list";
import type { Findable, QuizQuestionView } from "./components/play-views";
import { HuntHeader } from "./components/hunt-header";
import { HuntResult } from "./components/hunt-result";
import { ProgressDisplay } from "./components/progress-display";
import { QuizForm } from "./components/quiz-form";
import { ResetButton } from "./components/reset-button";
import { huntDay } from "./badge-picture/badge-picture-info";
import { LazyExplorerQuiz, LazyExplorerResults, LazyExplorers } from "./explorers/lazy-explorers";
import { LazyHuntReadAloud, useCanSpeak } from "./read-aloud/lazy-hunt-read-aloud";
import { useProgressRead } from "./use-hydrated";
import { usePageHead } from "../../lib/head/use-page-head";
import { huntHead } from "./hunt-head";
import "./hunts.css";

/** The Roper hunt as it is played in the page's language: its clues, its questions (true or false in the language's words), and its own words. */
function roperPlay(roper: RoperHunt, t: Messages<typeof huntsTexts.en>) {
  const clues: Findable[] = roper.clues.map((c) => ({ id: c.id, title: t.clueTitle({ n: c.id }), text: c.clue, hint: c.hint, fact: c.fact }));
  const questions: QuizQuestionView[] = roper.questions.map((q) => ({ id: q.id, question: q.question, options: roperOptions(roper, q), points: q.points }));
  return { clues, questions, badgeTitle: t.roperBadgeTitle(), retryMessage: t.roperRetry({ points: roper.badgeScore }) };
}

export default function RoperHuntPage() {
  const store = roperProgressStore();
  const lang = useLang();
  const t = useTexts(huntsTexts);
  const play = useTexts(playTexts);
  const roper = useRoperHunt();
  usePageHead(huntHead(roper));
  const { clues: CLUES, questions: QUESTIONS, badgeTitle: ROPER_BADGE_TITLE, retryMessage: ROPER_RETRY_MESSAGE } = useMemo(() => roperPlay(roper, t), [roper, t]);
  const { scoring: ROPER_SCORING, maxScore: ROPER_MAX_SCORE, badgeScore: ROPER_BADGE_SCORE } = roper;
  const clueCount = roper.clues.length;
  const { found, finds, quizAnswers, showQuiz, quizCompleted, totalScore, badgeEarned, explorers } = useStore(store);
  const hydrated = useProgressRead(store);
  const canSpeak = useCanSpeak();
  // Answers given in another language (switched mid-quiz) are shown and sent as this one words them.
  const versions = useRoperVersions([quizAnswers, ...(explorers?.runs ?? []).map((run) => run.answers)]);
  const shownAnswers = answersIn(quizAnswers, QUESTIONS, versions);
  const [busy, setBusy] = useState(false);
  useReadyMark(hydrated);
  const foundIds = CLUES.filter((c) => found.includes(c.id)).map((c) => c.id);
  const foundCount = foundIds.length;
  const day = huntDay(finds);

  const onFound = (clue: Findable) => {
    const points = roper.clues.find((c) => c.id === clue.id)!.points;
    if (store.getState().markFound(clue.id, clueCount)) toast({ title: t.clueFound(), description: play.plusPoints({ points }) });
  };

  const submit = async () => {
    setBusy(true);
    try {
      const answers = answersIn(store.getState().quizAnswers, QUESTIONS, versions);
      const { score, badge_earned } = scoreRun(ROPER_SCORING, { found: store.getState().found, answers });
      await store.getState().complete({ score, badgeEarned: badge_earned, lang, answers }, useAuth.getState().token);
    } catch {
      saveFailedToast();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container stack hunt-page">
      <p>
        <Link to="/scavengerhunts">{play.allHunts()}</Link>
      </p>
      <HuntHeader hunt={roper} />
      {!hydrated ? (
        <div className="spinner" role="status" aria-label={play.loadingProgress()} />
      ) : (
        <>
          <ProgressDisplay found={foundCount} total={clueCount} points={quizCompleted ? totalScore : foundPoints(ROPER_SCORING, found)} noun="clues" />
          {canSpeak && (
            <Suspense fallback={null}>
              <LazyHuntReadAloud store={store} entries={CLUES} questions={QUESTIONS} sheet={ROPER_SCORING} lang={lang} />
            </Suspense>
          )}
          {quizCompleted && explorers && (
            <Suspense fallback={null}>
              <LazyExplorerResults
                explorers={explorers}
                badgeTitle={ROPER_BADGE_TITLE}
                emoji={roper.emoji}
                maxScore={ROPER_MAX_SCORE}
                badgeScore={ROPER_BADGE_SCORE}
                retryMessage={ROPER_RETRY_MESSAGE}
                hunt={{ title: roper.title, place: roper.location, day }}
              />
            </Suspense>
          )}
          {quizCompleted && !explorers && (
            <HuntResult
              badgeEarned={badgeEarned}
              badgeTitle={ROPER_BADGE_TITLE}
              emoji={roper.emoji}
              score={totalScore}
              maxScore={ROPER_MAX_SCORE}
              retryMessage={ROPER_RETRY_MESSAGE}
              picture={{ huntTitle: roper.title, place: roper.location, emoji: roper.emoji, score: totalScore, maxScore: ROPER_MAX_SCORE, day, lang }}
            />
          )}
          <section className="stack" aria-labelledby="clues-title">
            <h2 id="clues-title">{t.clues()}</h2>
            <p className="muted">
              {t.cluesIntro({ badge: ROPER_BADGE_SCORE, max: ROPER_MAX_SCORE })}
            </p>
            <FindList entries={CLUES} found={found} onFound={onFound} />
          </section>
          <Suspense fallback={null}>
            <LazyExplorers store={store} />
          </Suspense>
          {!quizCompleted && (showQuiz || foundCount === clueCount) && (explorers ? (
            <Suspense fallback={null}>
              <LazyExplorerQuiz store={store} questions={QUESTIONS} sheet={ROPER_SCORING} found={foundIds} lang={lang} versions={versions} />
            </Suspense>
          ) : (
            <QuizForm questions={QUESTIONS} answers={shownAnswers} onAnswer={(id, a) => store.getState().answer(id, a)} onSubmit={() => void submit()} busy={busy} />
          ))}
          <ResetButton onReset={() => store.getState().reset()} />
        </>
      )}
    </div>
  );
}
