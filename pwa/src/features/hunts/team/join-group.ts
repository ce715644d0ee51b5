/**
 * Joining a group as a team, which needs signal: the server makes the team (no account, no e-mail: the
 * phone gets the team's token and the group's key), the phone keeps it, starts the group's hunt afresh
 * with the team's explorers taking the quiz in turn, and saves the hunt for no signal, its progress
 * reported as it goes. Each try carries an Idempotency-Key, the same again after a try that got no
 * answer: a join whose answer was lost on the way back gives the same team, not a second one.
 */
import { EXPLORERS_MAX } from "#shared/rules/family-record";
import { teamJoinedSchema, type TeamJoin } from "#shared/schemas/group";
import { apiRequest, NO_ANSWER, type Said } from "../../../lib/api/api-client";
import { ulid } from "../../../lib/api/ulid";
import { orOwn, type ErrorKey } from "../../../lib/i18n/error-texts";
import { downloadHunt, type DownloadProgress } from "../hunt-download";
import { EMPTY_PROGRESS, huntProgressStore, type ProgressStore } from "../stores/hunt-progress";
import { withNames } from "../explorers/explorer-state";
import type { JoinForm } from "./join-check";
import { saveTeam } from "./team-store";

/** No signal, or what the server said (no such group, a group that ended or full, too many joins at once). */
export type JoinRefusal = "offline" | Said;

export type JoinOutcome = { joined: true; huntId: number; saved: boolean } | { joined: false; refusal: JoinRefusal };

/** The message for a refusal the server gave no words for (a proxy's page), by its status. */
const UNSAID: Partial<Record<number, ErrorKey>> = { 404: "groupNotFound", 410: "groupEnded", 429: "tooManyJoins" };

/** Keys of tries that got no answer, by what they asked. */
const unansweredKeys = new Map<string, string>();

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
  const asked = JSON.stringify([form.code, body]);
  const tryKey = unansweredKeys.get(asked) ?? ulid();
  unansweredKeys.set(asked, tryKey);
  // No bearer token even when a parent is signed in: a team belongs to its group, not to an account.
  const res = await apiRequest<unknown>("POST", `/groups/${form.code}/teams`, { body, token: null, headers: { "Idempotency-Key": tryKey } });
  if (res.status === 0) return { joined: false, refusal: "offline" };
  unansweredKeys.delete(asked);
  const unsaid = UNSAID[res.status];
  if (!res.success) return { joined: false, refusal: unsaid ? orOwn(res, unsaid) : res };
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
