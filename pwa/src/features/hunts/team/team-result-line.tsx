/** The team's result in words, as its results code carries it: the score, the items found of all, and the quiz once done. */
import { useStore } from "zustand";
import { useTexts } from "../../../lib/i18n/texts";
import type { PlayableHunt } from "../playable-hunt";
import type { ProgressStore } from "../stores/hunt-progress";
import { teamScore } from "./current-result";
import { teamsTexts } from "./teams-texts";

export function TeamResultLine({ hunt, store }: { hunt: PlayableHunt; store: ProgressStore }) {
  const t = useTexts(teamsTexts);
  const progress = useStore(store);
  const found = hunt.items.filter((item) => progress.found.includes(item.id)).length;
  return (
    <ul className="team-result-line">
      <li>{t.resultsScore({ score: teamScore(progress, hunt).score })}</li>
      <li>{t.itemsFoundOf({ found, total: hunt.items.length })}</li>
      {progress.quizCompleted && <li>{t.quizDone()}</li>}
    </ul>
  );
}
