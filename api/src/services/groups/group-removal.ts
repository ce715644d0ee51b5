/**
 * Group play keeps children's first names and results only as long as a leader needs them: a group is
 * deleted GROUP_KEPT_DAYS after it ended, or, never ended, GROUP_KEPT_DAYS after it was made, and its
 * teams with it (the foreign key cascades). Run on the same schedule as the pruning of old events
 * (../infrastructure/retention.ts), by every process: a group deleted twice is deleted once.
 */
import { and, isNull, lt, or } from "drizzle-orm";
import { GROUP_KEPT_DAYS } from "#shared/rules/group-play";
import { writeTx, type Db } from "../../db";
import { groups } from "../../db/tables";
import { daysBefore } from "../infrastructure/retention";

/** Deletes the groups past their days at `now`; answers how many went. */
export async function removeOldGroups(db: Db, now: Date): Promise<number> {
  const cutoff = daysBefore(now, GROUP_KEPT_DAYS);
  // A group ends after it was made, so one made since the cutoff is never due: the index on created_at finds the rest.
  const due = and(lt(groups.createdAt, cutoff), or(isNull(groups.endedAt), lt(groups.endedAt, cutoff)));
  const gone = await writeTx(db, () => db.delete(groups).where(due).returning({ id: groups.id }));
  return gone.length;
}
