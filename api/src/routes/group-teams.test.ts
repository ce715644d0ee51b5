/**
 * Teams join a group by its code with no account, and read the standings with their team token: every
 * team ranked with the leaderboard on, only themselves with it off. Joining is limited per group
 * (GROUP_TEAMS_MAX) and per client address (GROUP_JOINS_PER_MINUTE), and ends with the group.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GROUP_JOINS_PER_MINUTE, GROUP_TEAMS_MAX } from "#shared/rules/group-play";
import { TEAM_TOKEN_HEADER, teamJoinedSchema, teamStandingsSchema } from "#shared/schemas/group";
import { groupTeams } from "../db/tables";
import { groupHunt, joinTeam, makeGroup, secondsNow, sendResults, signedResult } from "../testing/groups";
import { createTestApp, type TestApp } from "../testing/test-app";
import type { ScoringSheet } from "#shared/rules/scoring";
import type { GroupCreated } from "#shared/schemas/group";

let t: TestApp;
let leader: { token: string };
let sheet: ScoringSheet;
let group: GroupCreated;

const join = (code: string, name = "Otters", headers?: Record<string, string>) => t.call("POST", `/api/groups/${code}/teams`, { body: { name, explorers: ["Maya"] }, headers });
const standings = (token?: string, code = group.code) => t.call("GET", `/api/groups/${code}/standings`, { headers: token === undefined ? {} : { [TEAM_TOKEN_HEADER]: token } });

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  leader = await t.createUser("user");
  const hunt = await groupHunt(t, admin.token);
  sheet = hunt.sheet;
  group = await makeGroup(t, leader.token, hunt.id);
});

describe("joining a group", () => {
  it("takes the code as typed, answers the team's id, its own token, the group's key and hunt, and keeps only the token's hash", async () => {
    const typed = ` ${group.code.slice(0, 3).toLowerCase()}-${group.code.slice(3).toLowerCase()} `;
    const res = await t.call("POST", `/api/groups/${encodeURIComponent(typed)}/teams`, { body: { name: "  Otters ", explorers: ["Maya", "Leo"] } });
    expect(res.status).toBe(201);
    const joined = teamJoinedSchema.parse(res.body);
    expect(joined).toEqual({ team_id: expect.any(Number), team_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), key: group.key, hunt_id: group.hunt_id });
    const [row] = await t.db.select().from(groupTeams).where(eq(groupTeams.id, joined.team_id));
    expect(row).toMatchObject({ name: "Otters", explorers: ["Maya", "Leo"], tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(row)).not.toContain(joined.team_token);
    const second = await joinTeam(t, group.code, "Ravens");
    expect(second.team_token).not.toBe(joined.team_token);
  });

  it("answers 404 for a code no group has, 410 once the group has ended, and 422 for a name too long", async () => {
    expect((await join("ZZZZZZ")).body).toMatchObject({ key: "groupNotFound" });
    expect((await join("ZZZZZZ")).status).toBe(404);
    expect((await join("not a code")).status).toBe(404);
    expect((await join(group.code, "x".repeat(31))).status).toBe(422);
    await t.call("PATCH", `/api/groups/${group.code}`, { token: leader.token, body: { status: "ended" } });
    const ended = await join(group.code);
    expect([ended.status, ended.body.key]).toEqual([410, "groupEnded"]);
  });

  it(`takes ${GROUP_TEAMS_MAX} teams and refuses the next with 429`, async () => {
    for (let i = 0; i < GROUP_TEAMS_MAX; i++) {
      t.setAddress(`10.0.${Math.floor(i / 10)}.1`);
      expect((await join(group.code, `Team ${i + 1}`)).status).toBe(201);
    }
    t.setAddress("10.9.9.9");
    const full = await join(group.code, "One too many");
    expect([full.status, full.body.key, full.body.detail]).toEqual([429, "groupFull", `This group is full: it has ${GROUP_TEAMS_MAX} teams already.`]);
  });

  it(`takes ${GROUP_JOINS_PER_MINUTE} joins a minute from one address, wrong codes included, then 429 with Retry-After until the minute has passed`, async () => {
    await join("ZZZZZZ");
    for (let i = 1; i < GROUP_JOINS_PER_MINUTE; i++) expect((await join(group.code, `Team ${i}`)).status).toBe(201);
    const limited = await join(group.code, "Late");
    expect([limited.status, limited.body.key]).toEqual([429, "tooManyJoins"]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    t.setAddress("10.1.1.1");
    expect((await join(group.code, "Next door")).status).toBe(201);
    t.setAddress("127.0.0.1");
    t.advance(61_000);
    expect((await join(group.code, "Late")).status).toBe(201);
  });

  it("answers a replayed join (the same Idempotency-Key) with the same team and a new token that replaces the first", async () => {
    const key = { "idempotency-key": "join-0001" };
    const first = (await join(group.code, "Otters", key)).body;
    const again = await join(group.code, "Otters", key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ...first, team_token: expect.any(String) });
    expect(again.body.team_token).not.toBe(first.team_token);
    expect((await standings(first.team_token)).status).toBe(401);
    expect((await standings(again.body.team_token)).status).toBe(200);
    const board = (await t.call("GET", `/api/groups/${group.code}`, { token: leader.token })).body;
    expect(board.teams).toHaveLength(1);
  });
});

describe("a team's standings", () => {
  it("answer 401 without the team's token or with another group's, and never to a cache", async () => {
    const team = await joinTeam(t, group.code, "Otters");
    const other = await makeGroup(t, leader.token, group.hunt_id);
    const stranger = await joinTeam(t, other.code, "Strangers");
    expect([(await standings()).status, (await standings("x".repeat(43))).status, (await standings(stranger.team_token)).status]).toEqual([401, 401, 401]);
    const own = await standings(team.team_token);
    expect([own.status, own.headers.get("cache-control")]).toEqual([200, "no-store"]);
    expect((await standings(team.team_token, "ZZZZZZ")).status).toBe(404);
  });

  it("show only the asking team while the leaderboard is off, and every team ranked by score once it is on", async () => {
    const otters = await joinTeam(t, group.code, "Otters");
    const ravens = await joinTeam(t, group.code, "Ravens");
    const bears = await joinTeam(t, group.code, "Bears");
    const [item1, item2, item3] = sheet.items.map((item) => item.id);
    const at = secondsNow(t);
    // Otters and Bears find two items each (20), Ravens all three and the quiz (40).
    await sendResults(t, [
      await signedResult(group, otters, sheet, { found: [item1!, item2!], answers: {}, quizDone: false, reportedAt: at }),
      await signedResult(group, ravens, sheet, { reportedAt: at }),
      await signedResult(group, bears, sheet, { found: [item2!, item3!], answers: {}, quizDone: false, reportedAt: at }),
    ]);

    const off = teamStandingsSchema.parse((await standings(otters.team_token)).body);
    expect(off).toEqual({ status: "active", leaderboard: false, teams: [{ id: otters.team_id, name: "Otters", found: 2, total: 3, quiz_done: false, score: 20, badge_earned: false, rank: 1 }] });

    await t.call("PATCH", `/api/groups/${group.code}`, { token: leader.token, body: { leaderboard: true } });
    const on = teamStandingsSchema.parse((await standings(bears.team_token)).body);
    expect(on.leaderboard).toBe(true);
    expect(on.teams.map((team) => [team.name, team.score, team.rank])).toEqual([
      ["Ravens", 40, 1],
      ["Otters", 20, 2],
      ["Bears", 20, 2],
    ]);
    expect(on.teams[0]).toEqual({ id: ravens.team_id, name: "Ravens", found: 3, total: 3, quiz_done: true, score: 40, badge_earned: true, rank: 1 });
  });
});
