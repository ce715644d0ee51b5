/**
 * The end of a server hunt, below its items once every item is found: the quiz, and once it is
 * submitted, the result in its place (where the family is looking). Loaded after the first render
 * (lazy-parts.ts): a hunt opens with its items, not its quiz.
 */
import { useStore } from "zustand";
import type { ProgressStore } from "../../../stores/hunt-progress";
import type { PlayableHunt } from "./hunt-play";
import { HuntOutcome } from "./hunt-outcome";
import { HuntQuiz } from "./hunt-quiz";

export function HuntFinish({ hunt, store }: { hunt: PlayableHunt; store: ProgressStore }) {
  const quizCompleted = useStore(store, (s) => s.quizCompleted);
  return quizCompleted ? <HuntOutcome hunt={hunt} store={store} /> : <HuntQuiz hunt={hunt} store={store} />;
}
