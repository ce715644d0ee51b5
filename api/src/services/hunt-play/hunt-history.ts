/**
 * A family's own record of the hunts it finished: its completions, newest first, with each explorer's
 * result. Read from hunt_completions, the same rows the catalog's completion counts come from; a hunt
 * deleted since keeps its place in the history with no title (the catalog entry is gone).
 */
import { count, desc, eq } from "drizzle-orm";
import { FAMILY_LIST_MAX } from "#shared/rules/family-record";
import { huntKeyFromText } from "#shared/rules/hunt-key";
import { explorerResult } from "#shared/schemas/explorers";
import type { HuntHistory } from "#shared/schemas/hunt-history";
import type { Db } from "../../db";
import { huntCompletions } from "../../db/tables";
import { huntTitlesByKey } from "../catalog/hunt-titles";

/** The family's newest completions, read through the index on (user_id, created_at, id). */
export function huntHistoryQuery(db: Db, userId: number) {
  return db
    .select({
      huntKey: huntCompletions.huntKey,
      createdAt: huntCompletions.createdAt,
      score: huntCompletions.score,
      badgeEarned: huntCompletions.badgeEarned,
      explorers: huntCompletions.explorers,
    })
    .from(huntCompletions)
    .where(eq(huntCompletions.userId, userId))
    .orderBy(desc(huntCompletions.createdAt), desc(huntCompletions.id))
    .limit(FAMILY_LIST_MAX);
}

export async function huntHistory(db: Db, userId: number): Promise<HuntHistory> {
  const rows = await huntHistoryQuery(db, userId);
  const titles = await huntTitlesByKey(db, rows.map((row) => row.huntKey));
  const [total] = await db.select({ n: count() }).from(huntCompletions).where(eq(huntCompletions.userId, userId));
  return {
    items: rows.map((row) => ({
      hunt_id: huntKeyFromText(row.huntKey),
      title: titles.get(row.huntKey) ?? null,
      completed_at: row.createdAt,
      score: row.score,
      badge_earned: row.badgeEarned,
      explorers: row.explorers.map(explorerResult),
    })),
    total: Number(total?.n ?? 0),
  };
}
