/**
 * Group play never sends or keeps where anyone is: no answer of a group route, nor a team result's
 * delivery, carries a key that could hold a position, and no column of the group tables is one.
 */
import { getTableConfig as pgConfig } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { TEAM_TOKEN_HEADER } from "#shared/schemas/group";
import * as pg from "../db/schema/pg";
import * as sqlite from "../db/schema/sqlite";
import { groupHunt, secondsNow, sendResults, signedResult } from "../testing/groups";
import { createTestApp } from "../testing/test-app";

const POSITION = /(^|_)(lat|lng|lon|latitude|longitude|accuracy|position|location|coords?|geo)(_|$)/i;

/** Every key of `value`, at any depth, that names a position. */
function positionKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(positionKeys);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [...(POSITION.test(key) ? [key] : []), ...positionKeys(inner)]);
}

describe("group play and positions", () => {
  it("answers no position on any group route, refusals included", async () => {
    const t = await createTestApp();
    const admin = await t.createUser("admin");
    const leader = await t.createUser("user");
    const stranger = await t.createUser("user");
    // A hunt whose items have places: none of them may reach a group's answers.
    const located = (i: number) => ({ name: `Spot ${i}`, location_description: "By the bench", educational_fact: "", lat: 44.46 + i / 1000, lng: -110.83, radius_m: 40 });
    const hunt = await groupHunt(t, admin.token, { items: [located(1), located(2)] });
    const bodies: unknown[] = [];
    const keep = <T extends { body: unknown }>(res: T) => (bodies.push(res.body), res);

    const created = keep(await t.call("POST", "/api/groups", { token: leader.token, body: { hunt_id: hunt.id } })).body;
    keep(await t.call("POST", "/api/groups", { token: stranger.token, body: { hunt_id: 999_999 } }));
    const team = keep(await t.call("POST", `/api/groups/${created.code}/teams`, { body: { name: "Otters", explorers: ["Maya"] } })).body;
    keep(await t.call("POST", "/api/groups/ZZZZZZ/teams", { body: { name: "Ravens" } }));
    bodies.push(await sendResults(t, [await signedResult(created, team, hunt.sheet, { reportedAt: secondsNow(t) }), "not a result"]));
    keep(await t.call("GET", `/api/groups/${created.code}`, { token: leader.token }));
    keep(await t.call("GET", `/api/groups/${created.code}`, { token: stranger.token }));
    keep(await t.call("PATCH", `/api/groups/${created.code}`, { token: leader.token, body: { leaderboard: true } }));
    keep(await t.call("GET", `/api/groups/${created.code}/standings`, { headers: { [TEAM_TOKEN_HEADER]: team.team_token } }));
    keep(await t.call("GET", `/api/groups/${created.code}/standings`));
    keep(await t.call("PATCH", `/api/groups/${created.code}`, { token: leader.token, body: { status: "ended" } }));

    expect(bodies.filter((body) => body && typeof body === "object")).toHaveLength(bodies.length);
    expect(bodies.flatMap(positionKeys)).toEqual([]);
    // The walk does find a position where one is: the hunt's own read carries its items' places.
    expect(positionKeys((await t.call("GET", `/api/hunts/${hunt.id}`)).body)).toContain("lat");
  });

  it("keeps no position in any column of the group tables, on either engine", () => {
    const columns = [sqliteConfig(sqlite.groups), sqliteConfig(sqlite.groupTeams), pgConfig(pg.groups), pgConfig(pg.groupTeams)].flatMap((config) =>
      config.columns.map((column) => `${config.name}.${column.name}`),
    );
    expect(columns.length).toBeGreaterThan(20);
    expect(columns.filter((name) => POSITION.test(name.split(".")[1]!))).toEqual([]);
  });
});
