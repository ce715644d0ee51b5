/**
 * Reads the group's standings with the team's token and keeps them on the phone, so the team's page
 * shows the last ones it saw with no signal. The server's word that the group ended (or a group it no
 * longer knows) ends the team here too, which locks the hunt again.
 */
import { TEAM_TOKEN_HEADER, teamStandingsSchema } from "#shared/schemas/group";
import { apiRequest } from "../../../lib/api/api-client";
import type { ActiveTeam } from "./group-team";
import { endTeam, updateTeam } from "./team-store";

/** How often a team's page asks for the standings while it is on screen. */
export const STANDINGS_REFRESH_MS = 30_000;

export async function refreshStandings(team: ActiveTeam, now = Date.now): Promise<void> {
  const res = await apiRequest<unknown>("GET", `/groups/${team.code}/standings`, { token: null, headers: { [TEAM_TOKEN_HEADER]: team.token } });
  if (res.status === 404 || res.status === 410) return endTeam(team.code, now());
  if (!res.success) {
    // Refused for another reason (a limit, the server's trouble): as good as no signal for now.
    return updateTeam(team.code, { standingsMissedAt: now() });
  }
  const answer = teamStandingsSchema.safeParse(res.data);
  if (!answer.success) return updateTeam(team.code, { standingsMissedAt: now() });
  const { status, leaderboard, teams } = answer.data;
  await updateTeam(team.code, { standings: { leaderboard, teams, at: now() }, standingsMissedAt: undefined });
  if (status === "ended") await endTeam(team.code, now());
}
