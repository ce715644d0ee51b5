/**
 * What this phone keeps of a group it joined as a team, one row of the key-value table a group
 * (`group-team:<code>`, lib/database/store-keys.ts). The team has no account: its token and key are how
 * it reads the standings and signs its results, and both go when the group ends
 * (docs/decisions/127-teams-join-without-accounts.md).
 */
import type { TeamStandings } from "#shared/schemas/group";

/** The standings as the server last gave them to this team, and when. */
export interface KeptStandings {
  leaderboard: boolean;
  teams: TeamStandings["teams"];
  /** When they were read, in ms since 1970. */
  at: number;
}

export interface GroupTeam {
  code: string;
  teamId: number;
  name: string;
  huntId: number;
  /** The explorers' first names given when joining (none: the team plays as one). */
  explorers: string[];
  joinedAt: number;
  /** Proves the team to the server when it reads the standings; dropped when the group ends. */
  token?: string;
  /** The group's key, which signs the team's results; dropped when the group ends. */
  key?: string;
  /** When this phone learned that the group ended (or was gone): its hunt locks again. */
  endedAt?: number;
  standings?: KeptStandings;
  /** When the last read of the standings found no signal, after the last that answered. */
  standingsMissedAt?: number;
  /** The finds and quiz of the last result queued (team-result.ts `reportKey`), so none is queued twice. */
  reported?: string;
}

/** A team still playing: it has its token and key. */
export type ActiveTeam = GroupTeam & { token: string; key: string };

export const isActive = (team: GroupTeam): team is ActiveTeam => team.endedAt === undefined && !!team.token && !!team.key;
