/**
 * Teams join a group by its code with no account (table group_teams). Each gets the group's key, to sign
 * its results, and a token of its own, to read the standings: 32 random bytes kept only as their SHA-256,
 * like the links mailed to families (../accounts/account-tokens.ts), so the table alone lets nobody act
 * as a team.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { GROUP_TEAMS_MAX } from "#shared/rules/group-play";
import type { TeamJoin, TeamJoined } from "#shared/schemas/group";
import type { Db } from "../../db";
import { groupTeams } from "../../db/tables";
import { HttpError } from "../../errors";
import { onceForKey, type Outcome } from "../infrastructure/idempotency";
import { groupByCode, groupNotFound, type GroupRow } from "./groups";

/** What the token is sent as (the TEAM_TOKEN_HEADER): 32 bytes, base64url. */
export const TEAM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newTeamToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

type JoiningTeam = Required<TeamJoin>;
/** What a join's Idempotency-Key keeps: everything the phone is answered but the token, which is never kept. */
type KeptJoin = Omit<TeamJoined, "team_token">;

/** Adds a team to an active group with room for it: 410 once the group has ended, 429 past GROUP_TEAMS_MAX. */
async function addTeam(db: Db, code: string, team: JoiningTeam, tokenHash: string, now: Date): Promise<Outcome> {
  const group = await groupByCode(db, code);
  if (group.status === "ended") throw new HttpError(410, { key: "groupEnded" });
  const [teams] = await db.select({ n: count() }).from(groupTeams).where(eq(groupTeams.groupId, group.id));
  if (Number(teams?.n ?? 0) >= GROUP_TEAMS_MAX) throw new HttpError(429, { key: "groupFull", params: { max: GROUP_TEAMS_MAX } });
  const [added] = await db
    .insert(groupTeams)
    .values({ groupId: group.id, name: team.name, explorers: team.explorers, tokenHash, createdAt: now.toISOString() })
    .returning({ id: groupTeams.id });
  const body: KeptJoin = { team_id: added!.id, key: group.key, hunt_id: group.huntId };
  return { status: 201, body };
}

/**
 * A team joins, in the caller's write transaction, once for its Idempotency-Key: a replay answers the
 * same team. Its token was never kept, so the replay gets a new one, which replaces the one answered
 * before (the phone retrying is the one that lost that answer).
 */
export async function joinGroup(db: Db, idempotencyKey: string | undefined, code: string, team: JoiningTeam, now: Date): Promise<Outcome> {
  const token = newTeamToken();
  const { outcome, replayed } = await onceForKey(db, idempotencyKey, "group.join", { code, ...team }, () => addTeam(db, code, team, hashOf(token), now));
  if (outcome.status !== 201) return outcome;
  const kept = outcome.body as KeptJoin;
  if (replayed) {
    const renewed = await db.update(groupTeams).set({ tokenHash: hashOf(token) }).where(eq(groupTeams.id, kept.team_id)).returning({ id: groupTeams.id });
    // The group was removed since the first answer.
    if (renewed.length === 0) throw groupNotFound();
  }
  const body: TeamJoined = { ...kept, team_token: token };
  return { status: 201, body };
}

/** The id of the team of `group` this token is, else 401. */
export async function teamOfToken(db: Db, group: GroupRow, token: string): Promise<number> {
  const [team] = await db
    .select({ id: groupTeams.id })
    .from(groupTeams)
    .where(and(eq(groupTeams.tokenHash, hashOf(token)), eq(groupTeams.groupId, group.id)));
  if (!team) throw new HttpError(401, { key: "teamNotJoined" });
  return team.id;
}
