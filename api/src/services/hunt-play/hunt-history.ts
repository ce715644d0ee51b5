/**
 * A family's own record of the hunts it finished: its completions, newest first, with each explorer's
 * result. Read from hunt_completions, the same rows the catalog's completion counts come from; a hunt
 * deleted since keeps its place in the history with no title (the catalog entry is gone).
 */
import { count, desc, eq, sql } from "drizzle-orm";
import { FAMILY_LIST_MAX } from "#shared/rules/family-record";
import { huntKeyFromText } from "#shared/rules/hunt-key";
import { explorerResult } from "#shared/schemas/explorers";
import type { HuntHistory } from "#shared/schemas/hunt-history";
import type { Db } from "../../db";
import { huntCompletions, hunts } from "../../db/tables";
import { completedHuntTitle } from "../catalog/roper-hunt";

export async function huntHistory(db: Db, userId: number): Promise<HuntHistory> {
  const rows = await db
    .select({
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
    .where(eq(huntCompletions.userId, userId))
    .orderBy(desc(huntCompletions.createdAt), desc(huntCompletions.id))
    .limit(FAMILY_LIST_MAX);
  const [total] = await db.select({ n: count() }).from(huntCompletions).where(eq(huntCompletions.userId, userId));
  return {
    items: rows.map((row) => ({
      hunt_id: huntKeyFromText(row.huntKey),
      title: completedHuntTitle(row.huntKey, row.title),
      completed_at: row.createdAt,
      score: row.score,
      badge_earned: row.badgeEarned,
      explorers: row.explorers.map(explorerResult),
    })),
    total: Number(total?.n ?? 0),
  };
}
