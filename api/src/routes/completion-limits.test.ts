/**
 * Limits on what a stranger can send without an account: 20 signed-out hunt completions per client
 * address an hour, on the single call (429 with Retry-After) and through the outbox (answered "retry",
 * never "rejected", so a real family's completion still arrives), and at most 100 mutations per sync.
 */
import { count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { huntCompletions, pageViews } from "../db/tables";
import { huntInput } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

const SIGNED_OUT_AN_HOUR = 20;
const HOUR_S = 60 * 60;

let t: TestApp;
let huntId: number;

const completions = async () => Number((await t.db.select({ n: count() }).from(huntCompletions))[0]!.n);
const id = (prefix: string, n: number) => `01J${prefix}${String(n).padStart(12, "0")}`;
const complete = (key?: string, token?: string) =>
  t.call("POST", `/api/hunts/${huntId}/complete`, { token, body: { score: 40, badge_earned: true }, headers: key ? { "idempotency-key": key } : {} });
const completion = (mutationId: string) => ({ id: mutationId, kind: "hunt.complete", createdAt: 1, payload: { hunt_id: huntId, score: 40, badge_earned: true } });
const sync = (mutations: unknown[], token?: string) => t.call("POST", "/api/sync", { token, body: { mutations } });

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body.id;
});

describe("signed-out completions", () => {
  it("takes 20 an hour from one address, then answers 429 with Retry-After", async () => {
    for (let n = 0; n < SIGNED_OUT_AN_HOUR; n++) expect((await complete()).status).toBe(201);
    const refused = await complete(id("DONE", 99));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/completions/), key: "tooManyCompletions" });
    const wait = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(wait) && wait >= 1 && wait <= HOUR_S).toBe(true);
    expect(await completions()).toBe(SIGNED_OUT_AN_HOUR);

    // Another address, and a signed-in family on this one, are not held back.
    const family = await t.createUser("user");
    expect((await complete(undefined, family.token)).status).toBe(201);
    expect((await complete(undefined, family.token)).status).toBe(201);
    t.setAddress("203.0.113.9");
    expect((await complete()).status).toBe(201);

    // The refused completion is taken under its key once the hour has passed.
    t.setAddress("127.0.0.1");
    t.advance(wait * 1000);
    expect((await complete(id("DONE", 99))).status).toBe(201);
  });

  it("through the outbox, answers retry with the seconds to wait, and applies the same mutation later", async () => {
    const batch = Array.from({ length: SIGNED_OUT_AN_HOUR + 1 }, (_, n) => completion(id("DONE", n)));
    const res = await sync(batch);
    expect(res.status).toBe(200);
    const results = res.body.results as { id: string; status: string; retry_after?: number; detail?: string }[];
    expect(results.slice(0, SIGNED_OUT_AN_HOUR).every((r) => r.status === "applied")).toBe(true);
    const last = results.at(-1)!;
    expect(last).toEqual({ id: id("DONE", SIGNED_OUT_AN_HOUR), status: "retry", retry_after: expect.any(Number), detail: expect.stringMatching(/completions/), key: "tooManyCompletions" });
    expect(last.retry_after).toBeGreaterThanOrEqual(1);
    expect(last.retry_after).toBeLessThanOrEqual(HOUR_S);

    // Sent again too soon it waits again; replays of what arrived are still duplicates.
    const soon = await sync([completion(id("DONE", 0)), completion(id("DONE", SIGNED_OUT_AN_HOUR))]);
    expect(soon.body.results.map((r: { status: string }) => r.status)).toEqual(["duplicate", "retry"]);

    t.advance(last.retry_after! * 1000);
    const later = await sync([completion(id("DONE", SIGNED_OUT_AN_HOUR))]);
    expect(later.body.results).toEqual([{ id: id("DONE", SIGNED_OUT_AN_HOUR), status: "applied", result: expect.objectContaining({ points_awarded: 0 }) }]);
    expect(await completions()).toBe(SIGNED_OUT_AN_HOUR + 1);
  });

  it("counts only completions that were taken", async () => {
    // A completion of a hunt that does not exist is refused, and stores nothing.
    const refused = Array.from({ length: SIGNED_OUT_AN_HOUR }, (_, n) => ({ ...completion(id("BAD", n)), payload: { hunt_id: huntId + 1000, score: 40, badge_earned: true } }));
    expect((await sync(refused)).body.results.every((r: { status: string }) => r.status === "rejected")).toBe(true);
    for (let n = 0; n < 3; n++) await sync([completion(id("DONE", 1))]);
    expect((await complete()).status).toBe(201);
    expect(await completions()).toBe(2);
  });
});

describe("mutations per sync", () => {
  const views = (n: number) => Array.from({ length: n }, (_, i) => ({ id: id("VIEW", i), kind: "analytics.view", createdAt: 1, payload: { page: "/", referrer: "", user_agent: "t" } }));

  it("takes 100, and answers 413 to 101 applying none of them", async () => {
    const tooMany = await sync(views(101));
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toEqual({ detail: "Too many mutations: at most 100 per request" });
    expect(Number((await t.db.select({ n: count() }).from(pageViews))[0]!.n)).toBe(0);
    const full = await sync(views(100));
    expect(full.status).toBe(200);
    expect(full.body.results).toHaveLength(100);
  });
});
