/** A completed server hunt's result: the score out of a perfect run's, and the badge or what it takes to earn it. */
import { useStore } from "zustand";
import type { ProgressStore } from "../../../stores/hunt-progress";
import { badgeScore, perfectScore } from "../hunt-scoring";
import type { PlayableHunt } from "./hunt-play";
import { HuntResult } from "./hunt-result";

export function HuntOutcome({ hunt, store }: { hunt: PlayableHunt; store: ProgressStore }) {
  const { totalScore, badgeEarned } = useStore(store);
  const maxScore = perfectScore(hunt.items.length, hunt.quiz_questions ?? []);
  return (
    <HuntResult
      badgeEarned={badgeEarned}
      badgeTitle={`${hunt.title} Explorer Badge`}
      emoji="🏅"
      score={totalScore}
      maxScore={maxScore}
      retryMessage={`You need ${badgeScore(maxScore)} points for the badge. Reset the hunt and try again!`}
    />
  );
}
