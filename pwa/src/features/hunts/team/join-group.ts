/**
 * Joining a group as a team, which needs signal: the server makes the team (no account, no e-mail: the
 * phone gets the team's token and the group's key), the phone keeps it, starts the group's hunt afresh
 * with the team's explorers taking the quiz in turn, and saves the hunt for no signal, its progress
 * reported as it goes. A refusal is named by what the team can do about it.
 */
import { EXPLORERS_MAX } from "#shared/rules/family-record";
import { teamJoinedSchema, type TeamJoin } from "#shared/schemas/group";
import { apiRequest, NO_ANSWER, type Said } from "../../../lib/api/api-client";
import { downloadHunt, type DownloadProgress } from "../hunt-download";
import { EMPTY_PROGRESS, huntProgressStore, type ProgressStore } from "../stores/hunt-progress";
import { withNames } from "../explorers/explorer-state";
import type { JoinForm } from "./join-check";
import { saveTeam } from "./team-store";

/** No signal, no such group, a group that ended, too many teams or joins; else what the server said. */
export type JoinRefusal = "offline" | "unknown" | "ended" | "tooMany" | Said;

export type JoinOutcome = { joined: true; huntId: number; saved: boolean } | { joined: false; refusal: JoinRefusal };

const REFUSALS: Record<number, JoinRefusal> = { 0: "offline", 404: "unknown", 410: "ended", 429: "tooMany" };

function whenRead(store: ProgressStore): Promise<void> {
  return new Promise((resolve) => {
    if (store.getState().hydrated) return resolve();
    const stop = store.subscribe((state) => {
      if (!state.hydrated) return;
      stop();
      resolve();
    });
  });
}

/** The hunt starts afresh for the group; the first EXPLORERS_MAX explorers take its quiz in turn, as a family's do. */
async function startHunt(huntId: number, explorers: readonly string[]): Promise<void> {
  const store = huntProgressStore(huntId);
  await whenRead(store);
  store.setState({ ...EMPTY_PROGRESS, explorers: withNames(undefined, explorers.slice(0, EXPLORERS_MAX)) });
}

export async function joinGroup(form: JoinForm, onProgress: (progress: DownloadProgress) => void, now = Date.now): Promise<JoinOutcome> {
  const body: TeamJoin = form.explorers.length > 0 ? { name: form.name, explorers: form.explorers } : { name: form.name };
  // No bearer token even when a parent is signed in: a team belongs to its group, not to an account.
  const res = await apiRequest<unknown>("POST", `/groups/${form.code}/teams`, { body, token: null });
  if (!res.success) return { joined: false, refusal: REFUSALS[res.status] ?? res };
  const answer = teamJoinedSchema.safeParse(res.data);
  if (!answer.success) return { joined: false, refusal: NO_ANSWER };
  const { team_id, team_token, key, hunt_id } = answer.data;
  await saveTeam({ code: form.code, teamId: team_id, name: form.name, huntId: hunt_id, explorers: form.explorers, joinedAt: now(), token: team_token, key });
  await startHunt(hunt_id, form.explorers);
  const saved = await downloadHunt(hunt_id, onProgress).then(
    () => true,
    () => false,
  );
  return { joined: true, huntId: hunt_id, saved };
}
