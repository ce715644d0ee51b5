// @chunk hunt
/**
 * Playing an unlocked hunt: find every item (each worth its own points, once), then the quiz, then the
 * badge (shared/rules/scoring.ts). Every change is saved by the progress store; finishing queues the
 * completion. Items with a place or a sign word are checked in on by the field controls (location, compass, map,
 * word check), which load after the first render, like the quiz and the result: until then those items
 * show no button. The result takes the quiz's place below the items, where the family is looking.
 * The explorers (their names below the items, before the quiz, and "Who spotted it?" on each find) load
 * with the quiz. Read-aloud (the Listen buttons and the "Read aloud" switch) loads after the first render
 * where the browser can speak at all.
 */
import { Suspense, type ReactNode } from "react";
import { useStore } from "zustand";
import { foundPoints, huntSheet } from "#shared/rules/scoring";
import { useTexts } from "../../../lib/i18n/texts";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { playTexts } from "../play-texts";
import type { FindHow, ProgressStore } from "../stores/hunt-progress";
import { toast } from "../../../stores/toasts";
import type { PlayableHunt } from "../playable-hunt";
import { FindList } from "./find-list";
import type { Findable } from "./play-views";
import { ProgressDisplay } from "./progress-display";
import { LazyHuntField, LazyHuntFinish, LazyPhotoFind } from "./lazy-parts";
import { LazyHuntReadAloud, useCanSpeak } from "../read-aloud/lazy-hunt-read-aloud";
import { ResetButton } from "./reset-button";

export function HuntPlay({ hunt, store }: { hunt: PlayableHunt; store: ProgressStore }) {
  const { found, showQuiz, quizCompleted, totalScore } = useStore(store);
  const t = useTexts(playTexts);
  const canSpeak = useCanSpeak();
  const textLang = useTextLang(hunt.lang);
  const items = hunt.items;
  const sheet = huntSheet(hunt);
  const foundCount = items.filter((item) => found.includes(item.id)).length;
  // Done looking: GPS and compass stop, and the quiz (then the result) shows.
  const done = quizCompleted || showQuiz || foundCount === items.length;
  const entries: Findable[] = items.map((item) => ({
    id: item.id,
    title: item.name,
    text: item.location_description,
    fact: item.educational_fact,
    say: item.say_as,
    prompt: item.photo_prompt,
    // An item with a prompt is found by taking its photo (../photo, loaded after the first render).
    photo: item.photo_prompt
      ? (isFound) => (
          <Suspense>
            <LazyPhotoFind huntId={hunt.id} item={item} found={isFound} onFound={onFound} />
          </Suspense>
        )
      : undefined,
  }));
  // `!= null`: a copy downloaded before items had places has no lat at all.
  const checkable = new Set(items.filter((item) => item.lat != null || item.check_word_hash).map((item) => item.id));

  const onFound = (id: number, how?: FindHow) => {
    const points = items.find((item) => item.id === id)?.points ?? 0;
    if (store.getState().markFound(id, items.length, how)) toast({ title: t.itemFound(), description: t.plusPoints({ points }) });
  };
  const list = (action?: (entry: Findable, tap: ReactNode) => ReactNode) => (
    <FindList entries={entries} found={found} onFound={(entry) => onFound(entry.id)} action={action} textLang={textLang} />
  );

  return (
    <div className="stack">
      <ProgressDisplay found={foundCount} total={items.length} points={quizCompleted ? totalScore : foundPoints(sheet, found)} noun="items" />
      {canSpeak && (
        <Suspense fallback={null}>
          <LazyHuntReadAloud store={store} entries={entries} questions={hunt.quiz_questions ?? []} sheet={sheet} lang={hunt.lang} />
        </Suspense>
      )}
      <section className="stack" aria-labelledby="items-title">
        <h2 id="items-title">{t.itemsToFind()}</h2>
        {checkable.size > 0 ? (
          <Suspense fallback={list((entry, tap) => !checkable.has(entry.id) && tap)}>
            <LazyHuntField hunt={hunt} entries={entries} found={found} onFound={onFound} active={!done} />
          </Suspense>
        ) : (
          list()
        )}
      </section>
      <Suspense fallback={null}>
        <LazyHuntFinish hunt={hunt} store={store} done={done} />
      </Suspense>
      <ResetButton onReset={() => store.getState().reset()} />
    </div>
  );
}
