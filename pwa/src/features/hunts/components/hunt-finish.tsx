/**
 * The end of a server hunt, below its items once every item is found: the quiz, and once it is
 * submitted, the result in its place (where the family is looking). Loaded after the first render
 * (lazy-parts.ts): a hunt opens with its items, not its quiz. Above the quiz, the explorers (their names,
 * and "Who spotted it?" on the items): one lazy part for both keeps the hunt's first load small.
 */
import { useStore } from "zustand";
import type { ProgressStore } from "../stores/hunt-progress";
import type { PlayableHunt } from "../playable-hunt";
import { HuntOutcome } from "./hunt-outcome";
import { HuntQuiz } from "./hunt-quiz";
import { Explorers } from "../explorers/explorers";

/** `done`: done looking (every item found, or the quiz already open or handed in). */
export function HuntFinish({ hunt, store, done }: { hunt: PlayableHunt; store: ProgressStore; done: boolean }) {
  const quizCompleted = useStore(store, (s) => s.quizCompleted);
  return (
    <>
      <Explorers store={store} />
      {done && (quizCompleted ? <HuntOutcome hunt={hunt} store={store} /> : <HuntQuiz hunt={hunt} store={store} />)}
    </>
  );
}
