// @chunk hunt
/**
 * The groups this phone joined as a team, as the hunt pages need them at once: which hunts they unlock
 * and which hunt each plays. Only those few fields are read, so the page does not draw again each time a
 * team's standings are saved; the team's own parts read the rest (team-panel.tsx).
 */
import { GROUP_TEAM_PREFIX } from "../../../lib/database/store-keys";
import { withDatabase } from "../../../lib/database/db-loader";
import { useLiveQuery } from "../../../lib/database/use-live-query";
import type { GroupTeam } from "./group-team";

export interface JoinedGroup {
  code: string;
  huntId: number;
  joinedAt: number;
  ended: boolean;
}

export interface JoinedGroups {
  /** False until the device has answered: a paid hunt is neither locked nor opened before. */
  read: boolean;
  groups: JoinedGroup[];
}

const summary = ({ code, huntId, joinedAt, endedAt }: GroupTeam): JoinedGroup => ({ code, huntId, joinedAt, ended: endedAt !== undefined });

function readGroups(): Promise<JoinedGroup[]> {
  return withDatabase((db) => db.kv.where("key").startsWith(GROUP_TEAM_PREFIX).toArray()).then((rows) => rows.map((row) => summary(row.value as GroupTeam)));
}

export function useJoinedGroups(): JoinedGroups {
  const groups = useLiveQuery(readGroups, [], undefined);
  return { read: groups !== undefined, groups: groups ?? [] };
}

/** The hunts the groups still going unlock. */
export const groupUnlocks = (groups: readonly JoinedGroup[]): ReadonlySet<number> => new Set(groups.filter((g) => !g.ended).map((g) => g.huntId));

/** The group this phone last joined for `huntId`, if any: the one the hunt is played for. */
export function groupForHunt(groups: readonly JoinedGroup[], huntId: number): JoinedGroup | undefined {
  return groups.filter((g) => g.huntId === huntId).sort((a, b) => b.joinedAt - a.joinedAt)[0];
}
