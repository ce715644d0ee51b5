/**
 * The end of a hunt played by explorers: each explorer's score by the hunt's scoring rule (the finds,
 * which the group shares, plus their own right answers) and badge, and the one completion that carries
 * them all with each explorer's answers, whose own score and badge are the best explorer's
 * (shared/rules/family-record.ts).
 */
import { bestExplorer } from "#shared/rules/family-record";
import { scoreRun, type ScoringSheet } from "#shared/rules/scoring";
import type { Explorer, ExplorerResult } from "#shared/schemas/explorers";
import type { Explorers } from "../stores/hunt-progress";
import { spottedCount } from "./explorer-state";

export interface ExplorersCompletion {
  score: number;
  badgeEarned: boolean;
  explorers: Explorer[];
}

/** `found`: the hunt's items found (an id no longer in the hunt counts for nothing). */
export function explorerResults(explorers: Explorers, found: readonly number[], sheet: ScoringSheet): ExplorerResult[] {
  return explorers.runs.map((run) => ({
    name: run.name,
    ...scoreRun(sheet, { found, answers: run.answers }),
    spotted: spottedCount(explorers, run.name, found),
  }));
}

/** The completion to queue for these results (at least one explorer): what each did, and what the phone shows. */
export function explorersCompletion(explorers: Explorers, results: readonly ExplorerResult[]): ExplorersCompletion {
  const best = bestExplorer(results);
  return {
    score: best?.score ?? 0,
    badgeEarned: best?.badge_earned ?? false,
    explorers: results.map((result, i) => ({ ...result, answers: explorers.runs[i]?.answers ?? {} })),
  };
}

/** The explorers with their results written in, so the result screen shows what was sent. */
export function withResults(explorers: Explorers, results: readonly ExplorerResult[]): Explorers {
  return { ...explorers, runs: explorers.runs.map((run, i) => ({ ...run, result: results[i] })) };
}
