/**
 * A team's result arrives as one signed text in a `group.progress` mutation, from the team's phone
 * (signed out) or from the leader's after a scan (signed in): the same text counts once, scored by the
 * server from its finds and answers; a text changed by hand or signed for another group is refused; the
 * latest made wins, whatever order the texts arrive in; and one made after the group ended is refused.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { SYNC_BATCH_MAX } from "#shared/schemas/outbox";
import type { ScoringSheet } from "#shared/rules/scoring";
import type { GroupCreated, TeamJoined } from "#shared/schemas/group";
import { authAttempts, groupTeams } from "../db/tables";
import { writeTx } from "../db";
import { SIGNED_OUT_GROUP_RESULTS_MAX } from "../services/infrastructure/rate-limit";
import { boardOf, groupHunt, joinTeam, makeGroup, secondsNow, sendResults, signedResult } from "../testing/groups";
import { outboxId } from "../testing/outbox-ids";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };
let leader: { token: string };
let huntId: number;
let sheet: ScoringSheet;
let group: GroupCreated;
let otters: TeamJoined;

const teamOnBoard = async (id = otters.team_id) => (await boardOf(t, leader.token, group.code)).teams.find((team: { id: number }) => team.id === id);
const storedText = async () => (await t.db.select({ result: groupTeams.result }).from(groupTeams).where(eq(groupTeams.id, otters.team_id)))[0]?.result;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  leader = await t.createUser("user");
  ({ id: huntId, sheet } = await groupHunt(t, admin.token));
  group = await makeGroup(t, leader.token, huntId);
  otters = await joinTeam(t, group.code, "Otters", ["Maya", "Leo"]);
});

describe("a team's result", () => {
  it("counts once when the team's phone and the leader's send the same text, with the server's own score", async () => {
    const [item1, item2] = sheet.items.map((item) => item.id);
    const [often, flower] = sheet.questions;
    const at = secondsNow(t);
    // Two items (10 each) and one right answer (5): 25 of 40, short of the badge's 28, whatever the phone claims.
    const text = await signedResult(group, otters, sheet, {
      found: [item1!, item2!, 999_999],
      answers: { [String(often!.id)]: often!.correct_answer, [String(flower!.id)]: "False" },
      score: 999,
      badgeEarned: true,
      reportedAt: at,
    });
    expect(await sendResults(t, [text])).toEqual([{ id: expect.any(String), status: "applied" }]);
    const scanned = await sendResults(t, [text], leader.token);
    expect(scanned.map((r) => r.status)).toEqual(["applied"]);

    expect(await teamOnBoard()).toEqual({
      id: otters.team_id,
      name: "Otters",
      explorers: ["Maya", "Leo"],
      found: 2,
      total: 3,
      quiz_done: true,
      score: 25,
      badge_earned: false,
      reported_at: new Date(at * 1000).toISOString(),
    });
    expect(await storedText()).toBe(text);
  });

  it("answers a mutation sent again as a duplicate", async () => {
    const mutation = { id: outboxId(), kind: "group.progress", createdAt: 1, payload: { result: await signedResult(group, otters, sheet, { reportedAt: secondsNow(t) }) } };
    const send = async () => (await t.call("POST", "/api/sync", { body: { mutations: [mutation] } })).body.results[0].status;
    expect([await send(), await send()]).toEqual(["applied", "duplicate"]);
    expect((await teamOnBoard()).score).toBe(40);
  });

  it("is scored against the answers of the hunt's version in the result's language", async () => {
    const hunt = (await t.call("GET", `/api/hunts/${huntId}`, { token: admin.token })).body;
    const [often, flower] = hunt.quiz_questions;
    const spanish = {
      quiz_questions: [
        { id: often.id, question: "¿Cada cuánto hace erupción el Old Faithful?", options: ["Cada 10 minutos", "Cada 90 minutos, más o menos"] },
        { id: flower.id, question: "La Poza Campanilla lleva el nombre de una flor.", options: ["Verdadero", "Falso"] },
      ],
    };
    expect((await t.call("PUT", `/api/hunts/${huntId}/translations/es`, { token: admin.token, body: spanish })).status).toBe(200);
    const answers = { [String(often.id)]: "Cada 90 minutos, más o menos", [String(flower.id)]: "Verdadero" };
    await sendResults(t, [await signedResult(group, otters, sheet, { found: [], answers, lang: "es", reportedAt: secondsNow(t) })]);
    expect((await teamOnBoard()).score).toBe(10);
    // The same answers read as English ones are wrong.
    await sendResults(t, [await signedResult(group, otters, sheet, { found: [], answers, lang: "en", reportedAt: secondsNow(t) + 1 })]);
    expect((await teamOnBoard()).score).toBe(0);
  });

  it("keeps the latest made: an older result arriving later changes nothing, a newer one replaces it", async () => {
    const at = secondsNow(t);
    const newer = await signedResult(group, otters, sheet, { reportedAt: at });
    const older = await signedResult(group, otters, sheet, { found: [], answers: {}, quizDone: false, reportedAt: at - 60 });
    expect((await sendResults(t, [newer, older], leader.token)).map((r) => r.status)).toEqual(["applied", "applied"]);
    expect(await teamOnBoard()).toMatchObject({ found: 3, score: 40, badge_earned: true, reported_at: new Date(at * 1000).toISOString() });
    expect(await storedText()).toBe(newer);

    const latest = await signedResult(group, otters, sheet, { found: [sheet.items[0]!.id], answers: {}, quizDone: false, reportedAt: at + 60 });
    await sendResults(t, [latest]);
    expect(await teamOnBoard()).toMatchObject({ found: 1, score: 10, quiz_done: false, reported_at: new Date((at + 60) * 1000).toISOString() });
  });

  it("refuses a text changed by hand, one signed with another group's key, another group's team, and what is no result at all", async () => {
    const at = secondsNow(t);
    const text = await signedResult(group, otters, sheet, { found: [sheet.items[0]!.id], answers: {}, reportedAt: at });
    // Every item claimed found, the signature left as it was.
    const fields = text.split("|");
    fields[4] = sheet.items.map((item) => item.id).join(",");
    const changed = fields.join("|");
    const other = await makeGroup(t, leader.token, huntId);
    const stranger = await joinTeam(t, other.code, "Strangers");
    const otherKey = await signedResult({ ...group, key: other.key }, otters, sheet, { reportedAt: at });
    const otherTeam = await signedResult(group, stranger, sheet, { reportedAt: at });
    const noGroup = await signedResult({ ...group, code: "ZZZZZZ" }, otters, sheet, { reportedAt: at });

    const results = await sendResults(t, [changed, otherKey, otherTeam, noGroup, "PH1|hello"]);
    expect(results.map(({ status, key }) => [status, key])).toEqual([
      ["rejected", "notYourGroup"],
      ["rejected", "notYourGroup"],
      ["rejected", "teamNotFound"],
      ["rejected", "groupNotFound"],
      ["rejected", "notATeamResult"],
    ]);
    expect(results[0]!.detail).toBe("This code is not from your group");
    expect(await teamOnBoard()).toMatchObject({ found: 0, score: 0, reported_at: null });
    expect((await boardOf(t, leader.token, other.code)).teams[0]).toMatchObject({ score: 0, reported_at: null });
  });

  it("is refused when made after the group ended, and taken when made before it however late it arrives", async () => {
    const before = await signedResult(group, otters, sheet, { reportedAt: secondsNow(t) - 1 });
    await t.call("PATCH", `/api/groups/${group.code}`, { token: leader.token, body: { status: "ended" } });
    t.advance(10 * 60_000);
    const after = await signedResult(group, otters, sheet, { found: [], reportedAt: secondsNow(t) });
    const results = await sendResults(t, [after, before], leader.token);
    expect(results.map(({ status, key }) => [status, key ?? null])).toEqual([
      ["rejected", "resultAfterGroupEnded"],
      ["applied", null],
    ]);
    expect((await teamOnBoard()).score).toBe(40);
  });

  it(`holds back signed-out results past ${SIGNED_OUT_GROUP_RESULTS_MAX} from one address with "retry", never the leader's`, async () => {
    const createdAt = t.deps.now().toISOString();
    const rows = Array.from({ length: SIGNED_OUT_GROUP_RESULTS_MAX }, () => ({ kind: "group-result" as const, subject: "ip:127.0.0.1", createdAt }));
    for (let i = 0; i < rows.length; i += SYNC_BATCH_MAX) await writeTx(t.db, () => t.db.insert(authAttempts).values(rows.slice(i, i + SYNC_BATCH_MAX)));
    const text = await signedResult(group, otters, sheet, { reportedAt: secondsNow(t) });
    const [held] = await sendResults(t, [text]);
    expect(held).toMatchObject({ status: "retry", key: "tooManyTeamResults", retry_after: expect.any(Number) });
    expect((await teamOnBoard()).score).toBe(0);
    expect((await sendResults(t, [text], leader.token)).map((r) => r.status)).toEqual(["applied"]);
    expect((await teamOnBoard()).score).toBe(40);
  });
});
