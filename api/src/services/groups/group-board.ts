/**
 * What the leader's board and the teams' phones read of a group: each team's latest result as the server
 * scored it, against the hunt's item count now. Never where a team is: no table holds that.
 */
import { asc, count, eq } from "drizzle-orm";
import type { BoardTeam, GroupBoard, TeamStandings } from "#shared/schemas/group";
import type { Db } from "../../db";
import { groupTeams, huntItems } from "../../db/tables";
import type { GroupRow } from "./groups";

export function groupTeamsQuery(db: Db, groupId: number) {
  return db
    .select({
      id: groupTeams.id,
      name: groupTeams.name,
      explorers: groupTeams.explorers,
      found: groupTeams.found,
      quiz_done: groupTeams.quizDone,
      score: groupTeams.score,
      badge_earned: groupTeams.badgeEarned,
      reported_at: groupTeams.reportedAt,
    })
    .from(groupTeams)
    .where(eq(groupTeams.groupId, groupId))
    .orderBy(asc(groupTeams.id));
}

/** A group's teams in the order they joined, each with the hunt's item count as `total`. */
async function boardTeams(db: Db, group: GroupRow): Promise<BoardTeam[]> {
  const [items] = await db.select({ n: count() }).from(huntItems).where(eq(huntItems.huntId, group.huntId));
  const total = Number(items?.n ?? 0);
  return (await groupTeamsQuery(db, group.id)).map((team) => ({ ...team, total }));
}

export async function groupBoard(db: Db, group: GroupRow): Promise<GroupBoard> {
  return { code: group.code, hunt_id: group.huntId, status: group.status, leaderboard: group.leaderboard, teams: await boardTeams(db, group) };
}

/**
 * A team's view of its group. With the leaderboard on, every team by score, highest first, a tie sharing
 * its rank (10, 10, 7 rank 1, 1, 3) and keeping the join order; off, only the asking team, whose rank is
 * then 1 and says nothing about the others.
 */
export async function teamStandings(db: Db, group: GroupRow, teamId: number): Promise<TeamStandings> {
  // Another team's explorers and times are the leader's to see, not the teams'.
  const teams = (await boardTeams(db, group)).map(({ id, name, found, total, quiz_done, score, badge_earned }) => ({ id, name, found, total, quiz_done, score, badge_earned }));
  const shown = group.leaderboard ? teams.sort((a, b) => b.score - a.score) : teams.filter((team) => team.id === teamId);
  return {
    status: group.status,
    leaderboard: group.leaderboard,
    teams: shown.map((team) => ({ ...team, rank: 1 + shown.filter((other) => other.score > team.score).length })),
  };
}
