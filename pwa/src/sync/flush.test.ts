import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../lib/database/db";
import { KV } from "../lib/database/store-keys";
import { readHuntPayments, unlockPaidHunt } from "../lib/payments/hunt-payments";
import { PURCHASES_KEY } from "../lib/database/store-keys";
import { JSON_BODY_MAX_BYTES, SYNC_BATCH_MAX } from "#shared/rules/sync";
import { flushOutbox, retryDelayMs, SYNC_RETRY_MAX_MS } from "./flush";
import { newMutation } from "./outbox";
import { huntPurchasePayload } from "../testing/payloads";

type Handler = (body: { mutations: { id: string }[] }, headers: Headers) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  const calls: { ids: string[]; auth: string | null }[] = [];
  const fn = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { mutations: { id: string }[] };
    const headers = new Headers(init?.headers);
    calls.push({ ids: body.mutations.map((m) => m.id), auth: headers.get("authorization") });
    return handler(body, headers);
  }) as typeof fetch;
  return { fn, calls };
}

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });
const view = (auth: string | null = null, at = Date.now()) => newMutation("analytics.view", { page: "/", referrer: "", user_agent: "t" }, auth, at);

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("flushOutbox", () => {
  it("removes applied and duplicate rows and records when it last synced", async () => {
    const rows = [view(null, 0), view(null, 0)];
    await db.outbox.bulkAdd(rows);
    const net = fakeFetch((body) => json({ results: body.mutations.map((m, i) => ({ id: m.id, status: i === 0 ? "applied" : "duplicate" })) }));
    const report = await flushOutbox({ fetch: net.fn, now: () => 1000 });
    expect(report).toMatchObject({ sent: 2, applied: 1, duplicate: 1, rejected: 0, failed: false });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.kv.get(KV.lastSyncedAt))?.value).toBe(1000);
  });

  it("removes a delivered batch with one delete per run of consecutive rows, keeping the rows between them", async () => {
    const delivered = Array.from({ length: 60 }, (_, i) => view(null, 2 * i + 2));
    const refused = { ...view(null, 41), state: "rejected" as const, detail: "Refused by the server" };
    const waiting = { ...view(null, 81), nextAttemptAt: 60_000 };
    await db.outbox.bulkAdd([...delivered, refused, waiting]);
    // Every live query on the page is told each deleted key: a run deleted as one range tells them one.
    const deletes = vi.spyOn(IDBObjectStore.prototype, "delete");
    const net = fakeFetch((body) => json({ results: body.mutations.map((m) => ({ id: m.id, status: "applied" })) }));
    const report = await flushOutbox({ fetch: net.fn, now: () => 1000 });
    expect(report).toMatchObject({ sent: 60, applied: 60, failed: false });
    expect(await db.outbox.toArray()).toEqual([refused, waiting]);
    expect((deletes.mock.contexts as IDBObjectStore[]).filter((store) => store.name === "outbox")).toHaveLength(3);
  });

  it("moves a refused row to Needs attention with the server's reason", async () => {
    const row = view();
    await db.outbox.add(row);
    const net = fakeFetch(() => json({ results: [{ id: row.id, status: "rejected", detail: "The price of this hunt is $2.99" }] }));
    await flushOutbox({ fetch: net.fn });
    expect(await db.outbox.get(row.id)).toMatchObject({ state: "rejected", detail: "The price of this hunt is $2.99" });
    const again = await flushOutbox({ fetch: net.fn });
    expect(again.sent).toBe(0);
  });

  it.each([
    ["no connection", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 503", () => new Response("down", { status: 503 })],
    ["a captive portal's 200 page", () => new Response("<html>Sign in to Wi-Fi</html>", { status: 200 })],
  ])("keeps every row after %s and backs off", async (_name, answer) => {
    const row = view(null, 0);
    await db.outbox.add(row);
    const net = fakeFetch(answer as Handler);
    const report = await flushOutbox({ fetch: net.fn, now: () => 10_000 });
    expect(report.failed).toBe(true);
    expect(await db.outbox.get(row.id)).toMatchObject({ state: "pending", attempts: 1, nextAttemptAt: 10_000 + retryDelayMs(1) });
    expect((await flushOutbox({ fetch: net.fn, now: () => 10_001 })).sent).toBe(0);
  });

  it("caps the backoff", () => {
    expect(retryDelayMs(1)).toBe(2000);
    expect(retryDelayMs(3)).toBe(8000);
    expect(retryDelayMs(50)).toBe(SYNC_RETRY_MAX_MS);
  });

  it("keeps the rows on a 401 and asks the family to sign in again", async () => {
    await db.outbox.add(view("expired-token"));
    const net = fakeFetch(() => json({ detail: "Your session has expired" }, 401));
    const report = await flushOutbox({ fetch: net.fn });
    expect(report.signInRequired).toBe(true);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.kv.get(KV.signInRequired))?.value).toBe(true);
  });

  it("sends in time order, in batches that share one token", async () => {
    const a = view("token-a", 1);
    const b = view("token-a", 2);
    const c = view(null, 3);
    await db.outbox.bulkAdd([c, b, a]);
    const net = fakeFetch((body) => json({ results: body.mutations.map((m) => ({ id: m.id, status: "applied" })) }));
    await flushOutbox({ fetch: net.fn, now: () => 10 });
    expect(net.calls).toEqual([
      { ids: [a.id, b.id], auth: "Bearer token-a" },
      { ids: [c.id], auth: null },
    ]);
  });

  it("cuts batches by count and by size, so no request outgrows the server's body limit", async () => {
    // Each row carries ~12 KB of three-byte characters: a full count of them would be over a megabyte.
    const wide = "\u2603".repeat(4_000);
    const rows = Array.from({ length: SYNC_BATCH_MAX + 20 }, (_, i) =>
      newMutation("analytics.view", { page: `/${wide}`, referrer: "", user_agent: "t" }, null, i + 1),
    );
    await db.outbox.bulkAdd(rows);
    const sizes: number[] = [];
    const net = fakeFetch((body) => json({ results: body.mutations.map((m) => ({ id: m.id, status: "applied" })) }));
    const report = await flushOutbox({
      fetch: ((url: RequestInfo | URL, init?: RequestInit) => {
        sizes.push(new TextEncoder().encode(String(init?.body)).length);
        return net.fn(url, init);
      }) as typeof fetch,
    });
    expect(report.applied).toBe(rows.length);
    expect(await db.outbox.count()).toBe(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES);
    expect(net.calls[0]!.ids.length).toBeLessThan(SYNC_BATCH_MAX);
    expect(net.calls.flatMap((c) => c.ids)).toEqual(rows.map((r) => r.id));
  });

  it("never sends more than 100 mutations in one request", async () => {
    const rows = Array.from({ length: 250 }, (_, i) => view(null, i + 1));
    await db.outbox.bulkAdd(rows);
    const net = fakeFetch((body) => json({ results: body.mutations.map((m) => ({ id: m.id, status: "applied" })) }));
    await flushOutbox({ fetch: net.fn });
    expect(net.calls.map((c) => c.ids.length)).toEqual([100, 100, 50]);
    expect(net.calls.flatMap((c) => c.ids)).toEqual(rows.map((r) => r.id));
  });

  it("keeps a row the server asks to send later pending, with no failure counted, until the time it gave", async () => {
    const row = newMutation("hunt.complete", { hunt_id: 3, score: 30, badge_earned: true }, null, 0);
    await db.outbox.add(row);
    const wait = "Too many hunt completions from this network. This one will be taken later.";
    const held = fakeFetch(() => json({ results: [{ id: row.id, status: "retry", retry_after: 1800, detail: wait }] }));
    const report = await flushOutbox({ fetch: held.fn, now: () => 10_000 });
    expect(report).toMatchObject({ sent: 1, applied: 0, rejected: 0, waiting: 1, failed: false });
    expect(await db.outbox.get(row.id)).toMatchObject({ state: "pending", attempts: 0, nextAttemptAt: 10_000 + 1_800_000, lastError: wait });
    expect(await db.outbox.where("state").equals("pending").count()).toBe(1);

    expect((await flushOutbox({ fetch: held.fn, now: () => 10_000 + 1_799_999 })).sent).toBe(0);
    const taken = fakeFetch((body) => json({ results: body.mutations.map((m) => ({ id: m.id, status: "applied" })) }));
    await flushOutbox({ fetch: taken.fn, now: () => 10_000 + 1_800_000 });
    expect(taken.calls).toEqual([{ ids: [row.id], auth: null }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("keeps where to pay an accepted purchase, removing it from the outbox, and unlocks nothing before the payment", async () => {
    const purchase = newMutation("hunt.purchase", huntPurchasePayload(7), null);
    await db.outbox.add(purchase);
    const answer = { order_id: "o-1", hunt_id: 7, amount: 2.99, status: "pending", approval_url: "http://localhost/api/payments/orders/o-1/pay" };
    const net = fakeFetch(() => json({ results: [{ id: purchase.id, status: "applied", result: answer }] }));
    await flushOutbox({ fetch: net.fn });
    expect(await db.outbox.count()).toBe(0);
    expect(await readHuntPayments()).toEqual({ "7": { order_id: "o-1", approval_url: answer.approval_url } });
    expect(await db.kv.get(PURCHASES_KEY)).toBeUndefined();
    await unlockPaidHunt(7);
    expect(await readHuntPayments()).toEqual({});
    expect((await db.kv.get(PURCHASES_KEY))?.value).toMatchObject({ state: { purchased: { "7": true } } });
  });

  it("runs one flush at a time: a second call joins the first instead of sending again", async () => {
    await db.outbox.add(view());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const net = fakeFetch(async (body) => {
      await gate;
      return json({ results: body.mutations.map((m) => ({ id: m.id, status: "applied" })) });
    });
    const first = flushOutbox({ fetch: net.fn });
    const second = flushOutbox({ fetch: net.fn });
    release();
    await Promise.all([first, second]);
    expect(net.calls).toHaveLength(1);
  });
});
