import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../lib/database/db";
import { balanceRead } from "../lib/points/balance-read";
import { awardedTotal, pointsAwardedKey, type PointsAwarded } from "../lib/points/points-awarded";
import { bearerFor } from "../testing/accounts";
import { flushOutbox } from "./flush";
import { newMutation, setFlushRequester } from "./outbox";

const ANA = bearerFor(7);
const HOUR_MS = 3_600_000;

/** /api/sync answering each completion as `answer` says (a result with the server's points, or none). */
function syncAnswering(answer: (id: string) => { status: string; result?: Record<string, unknown> }, during?: () => Promise<void>) {
  return (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { mutations } = JSON.parse(String(init?.body)) as { mutations: { id: string }[] };
    await during?.();
    return Response.json({ results: mutations.map((m) => ({ id: m.id, ...answer(m.id) })) });
  }) as typeof fetch;
}

const completion = (auth: string | null, queuedAt = Date.now()) => newMutation("hunt.complete", { hunt_id: 1, score: 90, badge_earned: true }, auth, queuedAt);
const scored = (points: number) => ({ hunt_id: 1, score: 90, badge_earned: true, points_awarded: points });
const kept = async (userId: number) => (await db.kv.get(pointsAwardedKey(userId)))?.value as PointsAwarded | undefined;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  setFlushRequester(() => {});
});

describe("a delivered completion's points", () => {
  it("are kept for its account as the server answered them, beside the balance read before the batch left", async () => {
    await balanceRead(7, Date.now() - HOUR_MS);
    const row = completion(ANA);
    await db.outbox.add(row);
    await flushOutbox({ fetch: syncAnswering(() => ({ status: "applied", result: scored(50) })) });
    expect((await kept(7))?.byCompletion).toEqual({ [row.id]: { points: 50, since: expect.any(Number) } });
    expect(awardedTotal(await kept(7))).toBe(50);
  });

  it("are not kept when the balance was read while the batch was on its way: it may hold them", async () => {
    await balanceRead(7, Date.now() - HOUR_MS);
    await db.outbox.add(completion(ANA));
    await flushOutbox({ fetch: syncAnswering(() => ({ status: "applied", result: scored(50) }), () => balanceRead(7, Date.now() + 1)) });
    expect(awardedTotal(await kept(7))).toBe(0);
  });

  it("of a duplicate (an earlier delivery counted them) are kept only if the balance was read before the completion was queued", async () => {
    const queuedAt = Date.now() - HOUR_MS;
    await balanceRead(7, queuedAt - 1);
    const before = completion(ANA, queuedAt);
    await db.outbox.add(before);
    await flushOutbox({ fetch: syncAnswering(() => ({ status: "duplicate", result: scored(100) })) });
    expect(awardedTotal(await kept(7))).toBe(100);

    await balanceRead(7, queuedAt + 1);
    await db.outbox.add(completion(ANA, queuedAt));
    await flushOutbox({ fetch: syncAnswering(() => ({ status: "duplicate", result: scored(100) })) });
    expect(awardedTotal(await kept(7))).toBe(0);
  });

  it("are not made up: an answer without points_awarded, a completion made signed out, or an account whose balance this device has not read keep nothing", async () => {
    await balanceRead(7, Date.now() - HOUR_MS);
    await db.outbox.bulkAdd([completion(ANA), completion(null)]);
    await flushOutbox({ fetch: syncAnswering(() => ({ status: "applied" })) });
    expect(awardedTotal(await kept(7))).toBe(0);

    await db.outbox.add(completion(bearerFor(8)));
    await flushOutbox({ fetch: syncAnswering(() => ({ status: "applied", result: scored(50) })) });
    expect(await kept(8)).toBeUndefined();
  });

  it("stay through a read of the balance made before they were delivered (its answer arriving late)", async () => {
    await balanceRead(7, Date.now() - HOUR_MS);
    await db.outbox.add(completion(ANA));
    const sentAfter = Date.now();
    await flushOutbox({ fetch: syncAnswering(() => ({ status: "applied", result: scored(50) })) });
    await balanceRead(7, sentAfter - 1);
    expect(awardedTotal(await kept(7))).toBe(50);
  });

  it("are dropped by the next read of the balance, which holds them", async () => {
    await balanceRead(7, Date.now() - HOUR_MS);
    await db.outbox.add(completion(ANA));
    await flushOutbox({ fetch: syncAnswering(() => ({ status: "applied", result: scored(50) })) });
    await balanceRead(7);
    expect(awardedTotal(await kept(7))).toBe(0);
  });
});
