/**
 * Every hunt's saved result on this device, read straight from the key-value table the progress stores
 * persist to, so the list can show "Completed" and count badges without opening a store per hunt.
 */
import { useLiveQuery } from "../../lib/database/use-live-query";
import { db } from "../../lib/database/db";
import { HUNT_PROGRESS_PREFIX as HUNT_PREFIX, ROPER_PROGRESS_KEY } from "../../lib/database/store-keys";
import { huntKeyText, ROPER_HUNT_ID } from "#shared/rules/hunt-key";

export interface ProgressSummary {
  quizCompleted: boolean;
  badgeEarned: boolean;
}

interface SavedProgress {
  state?: Partial<ProgressSummary>;
}

/** Keyed by hunt key as text (huntKeyText): the id, and "roper" for the science-center hunt. */
export async function readProgressSummaries(): Promise<Map<string, ProgressSummary>> {
  const rows = await db.kv.where("key").startsWith(HUNT_PREFIX).or("key").equals(ROPER_PROGRESS_KEY).toArray();
  const summaries = new Map<string, ProgressSummary>();
  for (const row of rows) {
    const state = (row.value as SavedProgress | undefined)?.state;
    if (!state) continue;
    const id = row.key === ROPER_PROGRESS_KEY ? huntKeyText(ROPER_HUNT_ID) : row.key.slice(HUNT_PREFIX.length);
    summaries.set(id, { quizCompleted: state.quizCompleted === true, badgeEarned: state.badgeEarned === true });
  }
  return summaries;
}

export function useProgressSummaries(): Map<string, ProgressSummary> {
  return useLiveQuery(readProgressSummaries, [], new Map<string, ProgressSummary>());
}

export const isCompleted = (summary: ProgressSummary | undefined) => Boolean(summary?.quizCompleted || summary?.badgeEarned);

export function countBadges(summaries: Map<string, ProgressSummary>): number {
  return [...summaries.values()].filter((s) => s.badgeEarned).length;
}
