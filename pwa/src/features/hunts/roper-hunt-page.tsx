/**
 * /roperhunt: the free science-center hunt. Its 16 clues and 16 questions ship inside the app, so it
 * plays with no signal from the first visit; progress is saved on the device after every change.
 * It is scored by the same rule as a server hunt, with its own badge line (ROPER_SCORING). Read-aloud
 * loads after the first render, as on a server hunt.
 */
import { Suspense, useMemo, useState } from "react";
import { Link } from "../../lib/i18n/links";
import { useStore } from "zustand";
import { ROPER_BADGE_SCORE, ROPER_CLUE_COUNT, ROPER_CLUE_POINTS, ROPER_MAX_SCORE, ROPER_QUESTION_POINTS, roperInLang, type RoperInLang } from "#shared/roper-hunt";
import { LANGS } from "#shared/rules/languages";
import { answersIn } from "#shared/rules/hunt-translation";
import { useTexts, type Messages } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { huntsTexts } from "./hunts-texts";
import { playTexts } from "./play-texts";
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
import { LazyHuntReadAloud } from "./read-aloud/lazy-hunt-read-aloud";
import "./hunts.css";

const optionsOf = (roper: RoperInLang, q: RoperInLang["questions"][number]): readonly string[] =>
  q.kind === "fill-in" ? [] : q.kind === "true-false" ? roper.trueFalse : q.options;

/** The Roper hunt as it is played in `lang`: its clues, its questions (true or false in the language's words), and its own words. */
function roperPlay(roper: RoperInLang, t: Messages<typeof huntsTexts.en>) {
  const clues: Findable[] = roper.clues.map((c) => ({ id: c.id, title: t.clueTitle({ n: c.id }), text: c.clue, hint: c.hint, fact: c.fact }));
  const questions: QuizQuestionView[] = roper.questions.map((q) => ({ id: q.id, question: q.question, options: optionsOf(roper, q), points: ROPER_QUESTION_POINTS }));
  return { clues, questions, badgeTitle: t.roperBadgeTitle(), retryMessage: t.roperRetry({ points: ROPER_BADGE_SCORE }) };
}

/** Each question's options in every language, in the same order: a choice made in one is the same in another. */
const ROPER_VERSIONS: Record<string, string[][]> = Object.fromEntries(
  roperInLang("en").questions.map((q) => [String(q.id), LANGS.map((lang) => [...optionsOf(roperInLang(lang), roperInLang(lang).questions.find((other) => other.id === q.id) ?? q)])]),
);

export default function RoperHuntPage() {
  const store = roperProgressStore();
  const lang = useLang();
  const t = useTexts(huntsTexts);
  const play = useTexts(playTexts);
  const roper = roperInLang(lang);
  const { clues: CLUES, questions: QUESTIONS, badgeTitle: ROPER_BADGE_TITLE, retryMessage: ROPER_RETRY_MESSAGE } = useMemo(() => roperPlay(roper, t), [roper, t]);
  const ROPER_SCORING = roper.scoring;
  const ROPER_HUNT = roper.hunt;
  const { found, finds, quizAnswers, showQuiz, quizCompleted, totalScore, badgeEarned, hydrated, explorers } = useStore(store);
  // Answers given in another language (switched mid-quiz) are shown and sent as this one words them.
  const shownAnswers = answersIn(quizAnswers, QUESTIONS, ROPER_VERSIONS);
  const [busy, setBusy] = useState(false);
  useReadyMark(hydrated);
  const foundIds = CLUES.filter((c) => found.includes(c.id)).map((c) => c.id);
  const foundCount = foundIds.length;
  const day = huntDay(finds);

  const onFound = (clue: Findable) => {
    if (store.getState().markFound(clue.id, ROPER_CLUE_COUNT)) toast({ title: t.clueFound(), description: play.plusPoints({ points: ROPER_CLUE_POINTS }) });
  };

  const submit = async () => {
    setBusy(true);
    try {
      const answers = answersIn(store.getState().quizAnswers, QUESTIONS, ROPER_VERSIONS);
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
      <HuntHeader hunt={{ ...ROPER_HUNT, difficulty: "easy" }} />
      {!hydrated ? (
        <div className="spinner" role="status" aria-label={play.loadingProgress()} />
      ) : (
        <>
          <ProgressDisplay found={foundCount} total={ROPER_CLUE_COUNT} points={quizCompleted ? totalScore : foundPoints(ROPER_SCORING, found)} noun="clues" />
          {typeof speechSynthesis !== "undefined" && (
            <Suspense fallback={null}>
              <LazyHuntReadAloud store={store} entries={CLUES} questions={QUESTIONS} sheet={ROPER_SCORING} lang={lang} />
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
              picture={{ huntTitle: ROPER_HUNT.title, place: ROPER_HUNT.location, emoji: "🔬", score: totalScore, maxScore: ROPER_MAX_SCORE, day, lang }}
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
          {!quizCompleted && (showQuiz || foundCount === ROPER_CLUE_COUNT) && (explorers ? (
            <Suspense fallback={null}>
              <LazyExplorerQuiz store={store} questions={QUESTIONS} sheet={ROPER_SCORING} found={foundIds} lang={lang} versions={ROPER_VERSIONS} />
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
