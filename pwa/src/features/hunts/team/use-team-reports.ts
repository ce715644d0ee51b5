/**
 * Keeps the team's group told how it is doing while it plays: after each find the team's result is
 * signed and queued, and the quiz's result goes with the hunt's completion, in its transaction. A result
 * the group already has (the same finds, the quiz as it was) is not queued again, even after the page
 * is opened anew; one the page missed (a find saved just before this part loaded) is queued on arrival.
 */
import { useEffect, useRef } from "react";
import { EMPTY_PROGRESS, setCompletionExtra, type Progress, type ProgressStore } from "../stores/hunt-progress";
import type { PlayableHunt } from "../playable-hunt";
import { currentResult, reportKey } from "./current-result";
import type { ActiveTeam } from "./group-team";
import { queueResult, signedResult } from "./team-outbox";

export function useTeamReports(store: ProgressStore, hunt: PlayableHunt, team: ActiveTeam): void {
  const sent = useRef(team.reported ?? reportKey(EMPTY_PROGRESS));
  // The newest hunt and team, without subscribing again each time the team's standings are saved.
  const latest = useRef({ hunt, team });
  latest.current = { hunt, team };

  useEffect(() => {
    const report = (state: Progress & { hydrated: boolean }) => {
      const key = reportKey(state);
      if (!state.hydrated || key === sent.current) return;
      const before = sent.current;
      sent.current = key;
      const { hunt, team } = latest.current;
      // A failure (storage full) lets the next change try again.
      queueResult(team, currentResult(state, hunt, team), key).catch(() => (sent.current = before));
    };
    report(store.getState());
    const unsubscribe = store.subscribe(report);
    setCompletionExtra(store, async (next) => {
      const { hunt, team } = latest.current;
      const key = reportKey(next);
      const { row, change } = await signedResult(team, currentResult(next, hunt, team), key);
      sent.current = key;
      return async (db) => {
        await change(db);
        await db.outbox.add(row);
      };
    });
    return () => {
      unsubscribe();
      setCompletionExtra(store, undefined);
    };
  }, [store]);
}
