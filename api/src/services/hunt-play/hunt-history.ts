/**
 * A family's own record of the hunts it finished: its completions, newest first, with each explorer's
 * result. Read from hunt_completions, the same rows the catalog's completion counts come from; a hunt
 * deleted since keeps its place in the history with no title (the catalog entry is gone).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { huntKeyFromText } from "#shared/rules/hunt-key";
import { explorerResult } from "#shared/schemas/explorers";
import type { HuntHistory } from "#shared/schemas/hunt-history";
import type { Db } from "../../db";
import { huntCompletions, hunts } from "../../db/tables";
import { completedHuntTitle } from "../catalog/roper-hunt";
import { keysetPage, type SortKey } from "../infrastructure/list-page";

/** Newest first; completions of the same millisecond by id, so pages never overlap. */
const COMPLETION_SORT: SortKey<{ id: number; createdAt: string }>[] = [
  { column: huntCompletions.createdAt, direction: "desc", of: (row) => row.createdAt },
  { column: huntCompletions.id, direction: "desc", of: (row) => row.id },
];

/** One page of the family's completions; `total` counts them all, for "Showing 20 of 300". */
export async function huntHistory(db: Db, userId: number, page: { limit: number; cursor?: string | undefined }): Promise<HuntHistory> {
  const mine = eq(huntCompletions.userId, userId);
  const { rows, next } = await keysetPage(COMPLETION_SORT, page, (after, take) =>
    db
      .select({
        id: huntCompletions.id,
        huntKey: huntCompletions.huntKey,
        title: hunts.title,
        createdAt: huntCompletions.createdAt,
        score: huntCompletions.score,
        badgeEarned: huntCompletions.badgeEarned,
        explorers: huntCompletions.explorers,
      })
      .from(huntCompletions)
      // hunt_key is the id as text ("roper" for the built-in hunt, which matches no row).
      .leftJoin(hunts, sql`${huntCompletions.huntKey} = cast(${hunts.id} as text)`)
      .where(and(mine, after))
      .orderBy(desc(huntCompletions.createdAt), desc(huntCompletions.id))
      .limit(take),
  );
  const [total] = await db.select({ n: count() }).from(huntCompletions).where(mine);
  return {
    items: rows.map((row) => ({
      id: row.id,
      hunt_id: huntKeyFromText(row.huntKey),
      title: completedHuntTitle(row.huntKey, row.title),
      completed_at: row.createdAt,
      score: row.score,
      badge_earned: row.badgeEarned,
      explorers: row.explorers.map(explorerResult),
    })),
    total: Number(total?.n ?? 0),
    next,
  };
}
