import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { peekTeamResult, type TeamResult } from "#shared/rules/team-result";
import { db } from "../../../lib/database/db";
import { resetDevice } from "../../../testing/device";
import { GROUP_CODE, storeTeam } from "../../../testing/hunts/teams";
import { isActive, type ActiveTeam, type GroupTeam } from "./group-team";
import { queueResult } from "./team-outbox";
import { forgetOldTeams, readTeam } from "./team-store";

const result = (team: ActiveTeam, found: number[]): TeamResult => ({
  code: team.code,
  teamId: team.teamId,
  teamName: team.name,
  lang: "en",
  found,
  answers: {},
  score: found.length * 10,
  badgeEarned: false,
  quizDone: false,
  reportedAt: 1_800_000_000,
});

function active(team: GroupTeam): ActiveTeam {
  if (!isActive(team)) throw new Error("not a playing team");
  return team;
}

async function queued() {
  return (await db.outbox.toArray()).map((row) => {
    const sent = peekTeamResult((row.payload as { result: string }).result);
    return { state: row.state, teamId: sent?.teamId, found: sent?.found };
  });
}

beforeEach(resetDevice);

describe("a team's queued results", () => {
  it("replace the same team's results not sent yet, and leave another team's and a refused one alone", async () => {
    const otters = active(await storeTeam());
    const bears = active(await storeTeam({ code: "BEARS2", teamId: 9, name: "Bears" }));
    await queueResult(otters, result(otters, [11]), "11|");
    await db.outbox.toCollection().modify({ state: "rejected" });
    await queueResult(bears, result(bears, [11]), "11|");
    await queueResult(otters, result(otters, [11, 12]), "11,12|");
    await queueResult(otters, result(otters, [11, 12, 13]), "11,12,13|");

    expect(await queued()).toEqual([
      { state: "rejected", teamId: 7, found: [11] },
      { state: "pending", teamId: 9, found: [11] },
      { state: "pending", teamId: 7, found: [11, 12, 13] },
    ]);
    expect((await readTeam(GROUP_CODE))?.reported).toBe("11,12,13|");
  });
});

describe("the teams kept on the phone", () => {
  it("are forgotten 30 days after their group ended, as the server forgets the group", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await storeTeam({ code: "OLDONE", endedAt: now - 30 * day });
    await storeTeam({ code: "RECENT", endedAt: now - 29 * day });
    await storeTeam();
    await forgetOldTeams(now);
    expect(await readTeam("OLDONE")).toBeUndefined();
    expect(await readTeam("RECENT")).toBeDefined();
    expect(await readTeam(GROUP_CODE)).toBeDefined();
  });
});
