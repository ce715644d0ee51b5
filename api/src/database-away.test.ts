/**
 * What a request gets while the database is away (closed under the app here: on SQLite and PostgreSQL
 * alike the engine then refuses every query as a lost connection would): health says so, a cached
 * public read is still served from memory, and any request that needs the database is a 503 with
 * Retry-After and a `{detail}`, never a 500.
 */
import { describe, expect, it } from "vitest";
import { closeDb } from "./db";
import { refusalBody } from "./errors";
import { createTestApp } from "./testing/test-app";

describe("while the database is away", () => {
  it("health answers ok while the database answers, and 503 unreachable once it does not", async () => {
    const t = await createTestApp();
    const up = await t.call("GET", "/api/health");
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ ok: true });
    await closeDb(t.db);
    const down = await t.call("GET", "/api/health");
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ ok: false, database: "unreachable" });
    expect(down.headers.get("retry-after")).toBe("2");
  });

  it("serves the catalog reads it has kept, and answers 503 with Retry-After for everything else", async () => {
    const t = await createTestApp({ seed: true });
    const hunts = await t.call("GET", "/api/hunts");
    expect(hunts.status).toBe(200);
    const posts = await t.call("GET", "/api/blog/posts");
    const family = await t.createUser();
    await closeDb(t.db);

    const kept = await t.call("GET", "/api/hunts");
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual(hunts.body);
    expect(kept.headers.get("etag")).toBe(hunts.headers.get("etag"));
    expect((await t.call("GET", "/api/blog/posts")).body).toEqual(posts.body);

    for (const [method, path, token] of [
      ["GET", "/api/shop/books", undefined],
      ["GET", `/api/hunts/${hunts.body.hunts[0].id}`, undefined],
      ["GET", "/api/users/profile", family.token],
      ["POST", "/api/analytics/track-view", undefined],
    ] as const) {
      const res = await t.call(method, path, { token, body: method === "POST" ? { page: "/", visitor_id: "v1" } : undefined });
      expect(res.status, `${method} ${path}`).toBe(503);
      expect(res.body).toEqual(refusalBody({ key: "databaseUnavailable" }));
      expect(res.headers.get("retry-after")).toBe("2");
    }
  });
});
