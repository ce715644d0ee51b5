/**
 * Group play as the tests drive it: a hunt of their own with its scoring sheet, a leader's group, teams
 * joined by code, results signed with the group's key as a team's phone signs them, and those results
 * sent through the outbox, from a team's phone (signed out) or the leader's (signed in).
 */
import { huntSheet, type ScoringSheet } from "#shared/rules/scoring";
import { signTeamResult, type TeamResult } from "#shared/rules/team-result";
import type { GroupCreated, TeamJoined } from "#shared/schemas/group";
import type { HuntInput } from "#shared/schemas/hunt";
import { huntInput } from "./fixtures";
import { outboxId } from "./outbox-ids";
import type { TestApp } from "./test-app";

/** A published hunt made by `adminToken`, with the sheet the server scores it by. */
export async function groupHunt(t: TestApp, adminToken: string, over: Partial<HuntInput> = {}): Promise<{ id: number; sheet: ScoringSheet }> {
  const created = await t.call("POST", "/api/hunts", { token: adminToken, body: huntInput(over) });
  return { id: created.body.id, sheet: huntSheet(created.body) };
}

export async function makeGroup(t: TestApp, leaderToken: string, huntId: number): Promise<GroupCreated> {
  const res = await t.call("POST", "/api/groups", { token: leaderToken, body: { hunt_id: huntId } });
  if (res.status !== 201) throw new Error(`The group was not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function joinTeam(t: TestApp, code: string, name: string, explorers: string[] = []): Promise<TeamJoined> {
  const res = await t.call("POST", `/api/groups/${code}/teams`, { body: { name, explorers } });
  if (res.status !== 201) throw new Error(`The team did not join: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Now on the app's clock, in the whole seconds a result is stamped with. */
export const secondsNow = (t: TestApp) => Math.floor(t.deps.now().getTime() / 1000);

/**
 * A team's result as its phone signs it: every item of `sheet` found and every question answered right
 * unless `over` says otherwise, showing the score that earns.
 */
export function signedResult(group: GroupCreated, team: TeamJoined, sheet: ScoringSheet, over: Partial<TeamResult> = {}): Promise<string> {
  const result: TeamResult = {
    code: group.code,
    teamId: team.team_id,
    teamName: "Otters",
    lang: "en",
    found: sheet.items.map((item) => item.id),
    answers: Object.fromEntries(sheet.questions.map((q) => [String(q.id), q.correct_answer])),
    score: 0,
    badgeEarned: false,
    quizDone: true,
    reportedAt: 1_800_000_000,
    ...over,
  };
  return signTeamResult(result, group.key);
}

/** Sends each text in a `group.progress` mutation of its own, in one batch; answers each one's result. */
export async function sendResults(t: TestApp, texts: string[], token?: string): Promise<{ status: string; detail?: string; key?: string }[]> {
  const mutations = texts.map((result) => ({ id: outboxId(), kind: "group.progress", createdAt: t.deps.now().getTime(), payload: { result } }));
  const res = await t.call("POST", "/api/sync", { token, body: { mutations } });
  if (res.status !== 200) throw new Error(`The batch was refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.results;
}

/** The leader's board. */
export const boardOf = async (t: TestApp, leaderToken: string, code: string) => (await t.call("GET", `/api/groups/${code}`, { token: leaderToken })).body;
