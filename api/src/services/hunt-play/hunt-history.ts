/**
 * A family's own record of the hunts it finished: its completions, newest first, with each explorer's
 * result. Read from hunt_completions, the same rows the catalog's completion counts come from; a hunt
 * deleted since keeps its place in the history with no title (the catalog entry is gone).
 */
import { and, eq, type SQL } from "drizzle-orm";
import { HUNT_HISTORY_PAGE } from "#shared/rules/list-limit";
import { huntKeyFromText } from "#shared/rules/hunt-key";
import { explorerResult } from "#shared/schemas/explorers";
import type { HuntHistory } from "#shared/schemas/hunt-history";
import type { Db } from "../../db";
import { huntCompletions } from "../../db/tables";
import { huntTitlesByKey } from "../catalog/hunt-titles";
import { countRows, keysetPage, orderOf, type SortKey } from "../infrastructure/list-page";

/** Newest first; completions of the same millisecond by id, so pages never overlap. */
export const COMPLETION_SORT: SortKey<{ id: number; createdAt: string }>[] = [
  { column: huntCompletions.createdAt, direction: "desc", of: (row) => row.createdAt },
  { column: huntCompletions.id, direction: "desc", of: (row) => row.id },
];

/** The family's newest completions (`after` a cursor's row, `take` of them), read through the index on (user_id, created_at, id). */
export function huntHistoryQuery(db: Db, userId: number, after?: SQL, take = HUNT_HISTORY_PAGE + 1) {
  return db
    .select({
      id: huntCompletions.id,
      huntKey: huntCompletions.huntKey,
      createdAt: huntCompletions.createdAt,
      score: huntCompletions.score,
      badgeEarned: huntCompletions.badgeEarned,
      explorers: huntCompletions.explorers,
    })
    .from(huntCompletions)
    .where(and(eq(huntCompletions.userId, userId), after))
    .orderBy(...orderOf(COMPLETION_SORT))
    .limit(take);
}

/** One page of the family's completions; `total` counts them all, for "Showing 20 of 300". */
export async function huntHistory(db: Db, userId: number, page: { limit: number; cursor?: string | undefined }): Promise<HuntHistory> {
  const { rows, next } = await keysetPage(COMPLETION_SORT, page, (after, take) => huntHistoryQuery(db, userId, after, take));
  const titles = await huntTitlesByKey(db, rows.map((row) => row.huntKey));
  const total = await countRows(db, huntCompletions, eq(huntCompletions.userId, userId));
  return {
    items: rows.map((row) => ({
      id: row.id,
      hunt_id: huntKeyFromText(row.huntKey),
      title: titles.get(row.huntKey) ?? null,
      completed_at: row.createdAt,
      score: row.score,
      badge_earned: row.badgeEarned,
      explorers: row.explorers.map(explorerResult),
    })),
    total,
    next,
  };
}
