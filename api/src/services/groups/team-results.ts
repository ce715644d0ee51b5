/**
 * A team's result arriving in a `group.progress` mutation: the one signed text (shared/rules/team-result.ts)
 * from the team's phone, or from the leader's after scanning the team's QR code. Either way it is the
 * same text, so it counts once. Its signature checked before the transaction (./team-result-check.ts),
 * it is stored in it when it was made later than the team's stored one, scored by the server from its
 * finds and answers against the hunt it holds, like a completion (../hunt-play/hunt-activity.ts).
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { scoreSentRun } from "#shared/rules/scoring";
import { groupTeams } from "../../db/tables";
import { HttpError } from "../../errors";
import { playedHunt } from "../hunt-play/played-hunt";
import type { Outcome } from "../infrastructure/idempotency";
import { reserveAttempt, signedOutGroupResultLimits } from "../infrastructure/rate-limit";
import type { MutationContext } from "../sync/mutation-context";
import { groupByCode, groupNotFound } from "./groups";

const STORED: Outcome = { status: 200, body: { ok: true } };

/**
 * Stores a checked result as its team's latest when it was made after the stored one; one made at the
 * same time or before changes nothing and still succeeds (it arrived the other way first, or is older).
 * A result made after its group ended is refused (410); one made before is taken however late it
 * arrives. Runs in the mutation's savepoint.
 */
export async function recordTeamResult(ctx: MutationContext, text: string): Promise<Outcome> {
  const { db } = ctx;
  const check = ctx.teamResults?.get(text);
  if (!check) throw new Error("A team's result is checked before its transaction (prepareMutations)");
  if (!check.ok) throw check.refusal;
  const { result } = check;
  const group = await groupByCode(db, result.code);
  // A group removed and a new one given its code since the check: the text was not signed for this one.
  if (group.key !== check.key) throw groupNotFound();
  const [team] = await db
    .select({ id: groupTeams.id })
    .from(groupTeams)
    .where(and(eq(groupTeams.id, result.teamId), eq(groupTeams.groupId, group.id)));
  if (!team) throw new HttpError(404, { key: "teamNotFound" });
  const reportedAt = new Date(result.reportedAt * 1000).toISOString();
  if (group.endedAt !== null && reportedAt > group.endedAt) throw new HttpError(410, { key: "resultAfterGroupEnded" });
  if (!ctx.user) await reserveAttempt(db, "group-result", signedOutGroupResultLimits(ctx.clientAddress), ctx.now, { key: "tooManyTeamResults" });

  const hunt = await playedHunt(db, group.huntId, result.lang);
  // A find of an item removed since the download counts for nothing, as in a completion.
  const found = result.found.filter((id) => hunt.items.has(id));
  const { score, badge_earned } = scoreSentRun(hunt.sheet, found, result);
  await db
    .update(groupTeams)
    .set({ result: text.trim(), found: found.length, quizDone: result.quizDone, score, badgeEarned: badge_earned, reportedAt })
    .where(and(eq(groupTeams.id, team.id), or(isNull(groupTeams.reportedAt), lt(groupTeams.reportedAt, reportedAt))));
  return STORED;
}
