/**
 * The end of a hunt played by explorers: each explorer's score (10 for every find, which the group
 * shares, plus their own right answers) and badge, and the one completion that carries them all, whose
 * own score and badge are the best explorer's (shared/rules/family-record.ts).
 */
import { bestExplorer } from "#shared/rules/family-record";
import type { Explorer } from "#shared/schemas/explorers";
import type { Explorers } from "../../../stores/hunt-progress";
import { spottedCount } from "./explorer-state";
import type { HuntRules } from "./hunt-rules";

export interface ExplorersCompletion {
  score: number;
  badgeEarned: boolean;
  explorers: Explorer[];
}

/** `found`: the hunt's items found (an id no longer in the hunt counts for nothing). */
export function explorerResults(explorers: Explorers, found: readonly number[], rules: HuntRules): Explorer[] {
  return explorers.runs.map((run) => {
    const score = rules.score(found.length, run.answers);
    return { name: run.name, score, badge_earned: rules.earnsBadge(score), spotted: spottedCount(explorers, run.name, found) };
  });
}

/** The completion to queue for these results (at least one explorer). */
export function explorersCompletion(results: Explorer[]): ExplorersCompletion {
  const best = bestExplorer(results);
  return { score: best?.score ?? 0, badgeEarned: best?.badge_earned ?? false, explorers: results };
}

/** The explorers with their results written in, so the result screen shows what was sent. */
export function withResults(explorers: Explorers, results: readonly Explorer[]): Explorers {
  return { ...explorers, runs: explorers.runs.map((run, i) => ({ ...run, result: results[i] })) };
}
