/** GET /api/users/hunt-history: the family's own completions, newest first, with titles and explorers. */
import { beforeEach, describe, expect, it } from "vitest";
import { roperHunt } from "../services/catalog/roper-hunt";
import { huntSheet } from "#shared/rules/scoring";
import { appCompletion, huntInput } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

const ROPER_SCORING = roperHunt("en").scoring;

let t: TestApp;
let admin: { token: string };
let family: { token: string };

const history = (token = family.token) => t.call("GET", "/api/users/hunt-history", { token });
const complete = (huntId: number | string, body: object, token: string | undefined = family.token) =>
  t.call("POST", `/api/hunts/${huntId}/complete`, { token, body });

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  family = await t.createUser("user");
});

describe("hunt history", () => {
  it("asks a visitor to sign in", async () => {
    const res = await t.call("GET", "/api/users/hunt-history");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Authentication required", key: "authenticationRequired" });
  });

  it("is empty for a family that has finished nothing", async () => {
    expect((await history()).body).toEqual({ items: [], total: 0, next: null });
  });

  it("lists the family's completions newest first, the Roper hunt by its own title, explorers [] when none", async () => {
    const geysers = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ title: "Geyser Walk" }) })).body;
    const canyon = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ title: "Canyon Rim" }) })).body;
    const perfect = appCompletion(huntSheet(canyon));
    const explorers = [{ name: "Maya", score: 40, badge_earned: true, spotted: 3 }];
    await complete(geysers.id, appCompletion(huntSheet(geysers), { found: 2, right: 0 }));
    t.advance(60_000);
    await complete("roper", appCompletion(ROPER_SCORING, { right: 3 }));
    t.advance(60_000);
    await complete(canyon.id, { ...perfect, explorers: [{ ...explorers[0], answers: perfect.answers }] });
    const other = await t.createUser("user");
    await complete(canyon.id, perfect, other.token);
    await t.call("POST", `/api/hunts/${geysers.id}/complete`, { body: perfect });

    const res = await history();
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((i: { hunt_id: unknown; title: string; score: number; badge_earned: boolean; explorers: unknown[] }) => [i.hunt_id, i.title, i.score, i.badge_earned, i.explorers])).toEqual([
      [canyon.id, "Canyon Rim", 40, true, explorers],
      ["roper", "Roper Science Center Explorer Hunt", 175, true, []],
      [geysers.id, "Geyser Walk", 20, false, []],
    ]);
    const times = res.body.items.map((i: { completed_at: string }) => Date.parse(i.completed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await history(other.token)).body.total).toBe(1);
  });

  it("keeps a deleted hunt's completion, without a title", async () => {
    const gone = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ title: "Gone Soon" }) })).body;
    await complete(gone.id, appCompletion(huntSheet(gone)));
    await t.call("DELETE", `/api/hunts/${gone.id}`, { token: admin.token });
    const res = await history();
    expect(res.body.items).toEqual([{ id: expect.any(Number), hunt_id: gone.id, title: null, completed_at: expect.any(String), score: 40, badge_earned: true, explorers: [] }]);
  });
});
