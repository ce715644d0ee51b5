/** /api/podcast through the whole app: published episodes for visitors, drafts for admins, and guarded writes. */
import { describe, expect, test } from "vitest";
import { episodes } from "../db/tables";
import { SEED_EPISODES } from "../services/seed/sample-content";
import { expectRefusals, withAdmin, type Refusal } from "../testing/admin-fixture";
import type { TestApp } from "../testing/test-app";

const stored = (t: TestApp) => t.db.select().from(episodes).orderBy(episodes.id);


describe("the episode list", () => {
  test("visitors see published episodes only; admins see drafts too", async () => {
    const { t, admin } = await withAdmin("/api/podcast/episodes", true);
    const published = SEED_EPISODES.filter((e) => e.published).length;
    const visitor = await t.call("GET", "/api/podcast/episodes");
    expect(visitor.status).toBe(200);
    expect(visitor.body.total).toBe(published);
    expect(visitor.body.items.every((e: { published: boolean }) => e.published)).toBe(true);
    expect((await t.call("GET", "/api/podcast/episodes?published=false")).body).toEqual({ items: [], total: 0 });

    expect((await t.call("GET", "/api/podcast/episodes", { token: admin.token })).body.total).toBe(SEED_EPISODES.length);
    const drafts = await t.call("GET", "/api/podcast/episodes?published=false", { token: admin.token });
    expect(drafts.body.total).toBe(SEED_EPISODES.length - published);
  });

  test("newest season and episode first; total counts every match", async () => {
    const { t, create } = await withAdmin("/api/podcast/episodes");
    await create({ title: "S1E1", published: true });
    await create({ title: "S2E1", season: 2, published: true });
    await create({ title: "S1E3", episode_number: 3, published: true });
    await create({ title: "S2E2", season: 2, episode_number: 2, published: true });
    await create({ title: "S3E1 draft", season: 3 });
    const res = await t.call("GET", "/api/podcast/episodes");
    expect(res.body.items.map((e: { title: string }) => e.title)).toEqual(["S2E2", "S2E1", "S1E3", "S1E1"]);
    const page = await t.call("GET", "/api/podcast/episodes?limit=2&offset=1");
    expect(page.body.items.map((e: { title: string }) => e.title)).toEqual(["S2E1", "S1E3"]);
    expect(page.body.total).toBe(4);
  });
});

describe("admin writes", () => {
  test("create answers the episode in the API's shape with defaults", async () => {
    const { create } = await withAdmin("/api/podcast/episodes");
    const episode = await create({ title: "Bison Manners", spotify_url: "https://open.spotify.com/x" });
    expect(episode).toEqual({
      id: expect.any(Number),
      title: "Bison Manners",
      description: "",
      duration: "",
      season: 1,
      episode_number: 1,
      spotify_url: "https://open.spotify.com/x",
      apple_podcasts_url: "",
      published: false,
    });
  });

  test("PUT changes only the fields sent, e.g. publishing", async () => {
    const { t, admin, create } = await withAdmin("/api/podcast/episodes");
    const episode = await create({ title: "Draft", description: "About owls", duration: "31 min", season: 2, episode_number: 4 });
    const res = await t.call("PUT", `/api/podcast/episodes/${episode.id}`, { token: admin.token, body: { published: true } });
    expect(res.body).toEqual({ ...episode, published: true });
    expect((await t.call("GET", "/api/podcast/episodes")).body.items).toEqual([res.body]);
  });

  test("DELETE removes an episode; an unknown episode is 404", async () => {
    const { t, admin, create } = await withAdmin("/api/podcast/episodes");
    const episode = await create({ title: "Gone" });
    expect(await t.call("DELETE", `/api/podcast/episodes/${episode.id}`, { token: admin.token })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await stored(t)).toHaveLength(0);
    expect(await t.call("DELETE", `/api/podcast/episodes/${episode.id}`, { token: admin.token })).toMatchObject({
      status: 404,
      body: { detail: "Episode not found" },
    });
  });

  test("every write needs an admin: 401 without a token, 403 for a user, nothing changed", async () => {
    const { t, create } = await withAdmin("/api/podcast/episodes");
    const episode = await create({ title: "Kept" });
    const user = await t.createUser("user");
    const before = await stored(t);
    const writes: [string, string, unknown][] = [
      ["POST", "/api/podcast/episodes", { title: "Sneaky" }],
      ["PUT", `/api/podcast/episodes/${episode.id}`, { published: true }],
      ["DELETE", `/api/podcast/episodes/${episode.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect((await t.call(method, path, { body })).status).toBe(401);
      expect((await t.call(method, path, { body, token: user.token })).status).toBe(403);
    }
    expect(await stored(t)).toEqual(before);
  });

  test("invalid requests are refused with a readable detail and store nothing", async () => {
    const { t, admin, create } = await withAdmin("/api/podcast/episodes");
    const episode = await create({ title: "Kept" });
    const before = await stored(t);
    const refusals: Refusal[] = [
      ["POST", "/api/podcast/episodes", { season: 1 }, 422, /Title/],
      ["POST", "/api/podcast/episodes", { title: "X", season: 0 }, 422, /season/],
      ["POST", "/api/podcast/episodes", { title: "X", episode_number: 1.5 }, 422, /episode_number/],
      ["POST", "/api/podcast/episodes", { title: "X", spotify_url: "javascript:alert(1)" }, 422, /spotify_url/],
      ["POST", "/api/podcast/episodes", "not json", 400, /Malformed JSON/],
      ["PUT", `/api/podcast/episodes/${episode.id}`, { title: " " }, 422, /Title is required/],
      ["PUT", "/api/podcast/episodes/999999", { published: true }, 404, /Episode not found/],
      ["PUT", "/api/podcast/episodes/x1", { published: true }, 404, /Episode not found/],
    ];
    await expectRefusals(t, admin.token, refusals);
    expect(await stored(t)).toEqual(before);
  });
});
