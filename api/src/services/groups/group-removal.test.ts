/**
 * A group and its teams are deleted GROUP_KEPT_DAYS after the group ended, or after it was made when it
 * never ended; a group inside its days is kept, whichever rule it falls under.
 */
import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GROUP_KEPT_DAYS } from "#shared/rules/group-play";
import { groups, groupTeams } from "../../db/tables";
import { sessionFor } from "../accounts/sessions";
import { groupHunt, joinTeam, makeGroup } from "../../testing/groups";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { removeOldGroups } from "./group-removal";

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let leaderId: number;
let huntId: number;

const codes = async () => (await t.db.select({ code: groups.code }).from(groups)).map((g) => g.code).sort();
const teamsOf = async (code: string) => {
  const [group] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.code, code));
  return group ? Number((await t.db.select({ n: count() }).from(groupTeams).where(eq(groupTeams.groupId, group.id)))[0]?.n) : 0;
};
/** A session of the leader's now: one made before the clock moved on has expired. */
const leaderToken = async () => (await sessionFor(t.deps, leaderId, "user")).access_token;
const end = async (code: string) => t.call("PATCH", `/api/groups/${code}`, { token: await leaderToken(), body: { status: "ended" } });
const remove = () => removeOldGroups(t.db, t.deps.now());

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  leaderId = (await t.createUser("user")).id;
  huntId = (await groupHunt(t, admin.token)).id;
});

describe(`removing groups after ${GROUP_KEPT_DAYS} days`, () => {
  it("deletes an ended group and its teams once its days since the end have passed", async () => {
    const ended = (await makeGroup(t, await leaderToken(), huntId)).code;
    await joinTeam(t, ended, "Otters");
    await joinTeam(t, ended, "Ravens");
    t.advance(2 * DAY_MS);
    await end(ended);
    // Made 30 days ago but ended 28 days ago: kept.
    t.advance((GROUP_KEPT_DAYS - 2) * DAY_MS);
    expect(await remove()).toBe(0);
    expect(await teamsOf(ended)).toBe(2);
    t.advance(2 * DAY_MS + 60_000);
    expect(await remove()).toBe(1);
    expect([await codes(), await t.db.select().from(groupTeams)]).toEqual([[], []]);
    expect((await t.call("GET", `/api/groups/${ended}`, { token: await leaderToken() })).status).toBe(404);
  });

  it("deletes a group never ended once its days since it was made have passed, and keeps a younger one", async () => {
    const forgotten = (await makeGroup(t, await leaderToken(), huntId)).code;
    await joinTeam(t, forgotten, "Otters");
    t.advance(10 * DAY_MS);
    const younger = (await makeGroup(t, await leaderToken(), huntId)).code;
    t.advance((GROUP_KEPT_DAYS - 10) * DAY_MS - 60_000);
    expect(await remove()).toBe(0);
    t.advance(2 * 60_000);
    expect(await remove()).toBe(1);
    expect(await codes()).toEqual([younger]);
    expect(await remove()).toBe(0);
  });
});
