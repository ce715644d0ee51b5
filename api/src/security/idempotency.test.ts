/** Many deliveries of one write, all at once, must have exactly one effect and one answer. */
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { huntCompletions, pageViews } from "../db/tables";
import { createTestApp } from "../testing/test-app";
import { roperHunt } from "../services/catalog/roper-hunt";
import { huntSheet } from "#shared/rules/scoring";
import { appCompletion, huntInput } from "../testing/fixtures";

const ROPER_SCORING = roperHunt("en").scoring;

const DELIVERIES = 50;

describe("idempotency under concurrency", () => {
  it(`applies ${DELIVERIES} simultaneous deliveries of one completion once`, async () => {
    const t = await createTestApp();
    const admin = await t.createUser("admin");
    const user = await t.createUser("user");
    const hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
    const deliveries = Array.from({ length: DELIVERIES }, () =>
      t.call("POST", `/api/hunts/${hunt.id}/complete`, {
        token: user.token,
        headers: { "idempotency-key": "01JDCOMPLETE0000000001" },
        body: appCompletion(huntSheet(hunt)),
      }),
    );
    const answers = await Promise.all(deliveries);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await t.call("GET", `/api/hunts/${hunt.id}`)).body.completion_count).toBe(1);
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(200);
  });

  it(`applies ${DELIVERIES} simultaneous sync batches carrying the same mutations once`, async () => {
    const t = await createTestApp();
    const mutations = Array.from({ length: 5 }, (_, i) => ({
      id: `01JDVIEW00000000000${i}`,
      kind: "analytics.view",
      createdAt: i,
      payload: { page: `/page-${i}`, referrer: "", user_agent: "test" },
    }));
    const answers = await Promise.all(Array.from({ length: DELIVERIES }, () => t.call("POST", "/api/sync", { body: { mutations } })));
    const applied = answers.flatMap((a) => a.body.results).filter((r: { status: string }) => r.status === "applied");
    expect(applied).toHaveLength(5);
    const [views] = await t.db.select({ n: count() }).from(pageViews);
    expect(Number(views?.n)).toBe(5);
  });

  it("answers 409 when a key is reused with a different body, and keeps the first effect", async () => {
    const t = await createTestApp();
    const headers = { "idempotency-key": "view-key-1" };
    const first = await t.call("POST", "/api/hunts/roper/complete", { headers, body: appCompletion(ROPER_SCORING, { right: 8 }) });
    const second = await t.call("POST", "/api/hunts/roper/complete", { headers, body: appCompletion(ROPER_SCORING, { right: 4 }) });
    expect([first.status, second.status]).toEqual([201, 409]);
    expect(second.body.detail).toMatch(/different request/);
    const rows = await t.db.select({ score: huntCompletions.score }).from(huntCompletions);
    expect(rows).toEqual([{ score: 200 }]);
  });

  it("refuses a malformed key", async () => {
    const t = await createTestApp();
    const res = await t.call("POST", "/api/hunts/roper/complete", { headers: { "idempotency-key": "x".repeat(200) }, body: { score: 0, badge_earned: false } });
    expect(res.status).toBe(400);
  });
});
