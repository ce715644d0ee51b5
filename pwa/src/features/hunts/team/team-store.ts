/**
 * Reads and writes of the teams this phone joined (group-team.ts), in the key-value table: a few rows
 * at most, so no table of their own. A change is read and written in one transaction, so a standings
 * read saved while a result is queued loses neither.
 */
import { GROUP_KEPT_DAYS } from "#shared/rules/group-play";
import { database } from "../../../lib/database/db-loader";
import type { ParkHuntsDb } from "../../../lib/database/db";
import { GROUP_TEAM_PREFIX, groupTeamKey } from "../../../lib/database/store-keys";
import type { GroupTeam } from "./group-team";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function saveTeam(team: GroupTeam): Promise<void> {
  const db = await database();
  await db.kv.put({ key: groupTeamKey(team.code), value: team });
}

export async function readTeam(code: string): Promise<GroupTeam | undefined> {
  const db = await database();
  return (await db.kv.get(groupTeamKey(code)))?.value as GroupTeam | undefined;
}

/** Changes a team's row inside the caller's transaction; a field set to undefined is removed. */
export async function patchTeam(db: ParkHuntsDb, code: string, patch: Partial<GroupTeam>): Promise<void> {
  const key = groupTeamKey(code);
  const current = (await db.kv.get(key))?.value as GroupTeam | undefined;
  if (!current) return;
  const next: Record<string, unknown> = { ...current, ...patch };
  for (const field of Object.keys(next)) if (next[field] === undefined) delete next[field];
  await db.kv.put({ key, value: next });
}

export async function updateTeam(code: string, patch: Partial<GroupTeam>): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.kv, () => patchTeam(db, code, patch));
}

/** The group ended, or the server no longer knows it: the hunt locks again and the team's secrets go. */
export function endTeam(code: string, now = Date.now()): Promise<void> {
  return updateTeam(code, { endedAt: now, token: undefined, key: undefined });
}

/** Forgets the teams of groups that ended GROUP_KEPT_DAYS ago or more, as the server forgets them. */
export async function forgetOldTeams(now = Date.now()): Promise<void> {
  const db = await database();
  const cutoff = now - GROUP_KEPT_DAYS * DAY_MS;
  await db.kv
    .where("key")
    .startsWith(GROUP_TEAM_PREFIX)
    .filter((row) => ((row.value as GroupTeam).endedAt ?? Infinity) <= cutoff)
    .delete();
}
