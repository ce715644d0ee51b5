/**
 * A team's result on its way to the group: signed with the group's key and queued as a `group.progress`
 * mutation with no account (the signature is what the server checks). A newer result replaces the
 * team's results still waiting to be sent, in the same transaction: the server keeps only the latest
 * anyway, so a hunt played with no signal sends one row when signal returns instead of one per find.
 */
import { peekTeamResult, signTeamResult, type TeamResult } from "#shared/rules/team-result";
import type { OutboxRow, ParkHuntsDb } from "../../../lib/database/db";
import { enqueueWith, newMutation } from "../../../sync/enqueue";
import type { ActiveTeam } from "./group-team";
import { patchTeam } from "./team-store";

/** Removes this team's results not yet sent (a row already refused stays in "Needs attention"). */
async function dropUnsent(db: ParkHuntsDb, team: ActiveTeam): Promise<void> {
  await db.outbox
    .where("[kind+state]")
    .equals(["group.progress", "pending"])
    .filter((row) => {
      const sent = row.kind === "group.progress" ? peekTeamResult(row.payload.result) : null;
      return sent?.code === team.code && sent.teamId === team.teamId;
    })
    .delete();
}

export interface QueuedResult {
  row: OutboxRow<"group.progress">;
  /** The writes beside the row, in its transaction: older unsent rows go, and the team notes what it sent. */
  change: (db: ParkHuntsDb) => Promise<void>;
}

/** `result` signed, as the row to queue and the writes that go with it; `reported` is its `reportKey`. */
export async function signedResult(team: ActiveTeam, result: TeamResult, reported: string): Promise<QueuedResult> {
  const row = newMutation("group.progress", { result: await signTeamResult(result, team.key) }, null);
  return {
    row,
    change: async (db) => {
      await dropUnsent(db, team);
      await patchTeam(db, team.code, { reported });
    },
  };
}

/** Queues `result` now (after a find); the quiz's goes in the completion's own transaction instead. */
export async function queueResult(team: ActiveTeam, result: TeamResult, reported: string): Promise<void> {
  const { row, change } = await signedResult(team, result, reported);
  await enqueueWith(row, change);
}
