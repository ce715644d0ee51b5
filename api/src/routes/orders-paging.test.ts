import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ORDERS_PAGE } from "#shared/rules/list-limit";
import { writeTx } from "../db";
import { orders } from "../db/tables";
import { readEveryPage } from "../testing/paging";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let adminToken: string;

beforeEach(async () => {
  t = await createTestApp();
  adminToken = (await t.createUser("admin")).token;
});

let made = 0;
/** Orders placed at `at`; several share a millisecond, as a busy sale's do. */
async function placeOrders(count: number, at: string): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `order-${String(++made).padStart(4, "0")}-${Math.random().toString(36).slice(2, 8)}`);
  await writeTx(t.db, () =>
    t.db.insert(orders).values(
      ids.map((id) => ({ id, sessionId: id, kind: "book" as const, status: "completed" as const, amountCents: 999, subtotalCents: 999, productName: "Yellowstone Guide", provider: "sandbox", createdAt: at })),
    ),
  );
  return ids;
}

describe("the admin's orders, page by page", () => {
  it("reads every order once, newest first, while new orders arrive between pages", async () => {
    const before = [...(await placeOrders(4, "2026-06-01T10:00:00.000Z")), ...(await placeOrders(3, "2026-06-02T10:00:00.000Z")), ...(await placeOrders(5, "2026-06-03T10:00:00.000Z"))];
    const { pages, items } = await readEveryPage<{ id: string; created_at: string }>(t, "/api/payments/transactions", {
      token: adminToken,
      limit: 5,
      between: async () => void (await placeOrders(2, "2026-06-04T10:00:00.000Z")),
    });
    const ids = items.map((order) => order.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...before].sort());
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    const times = items.map((order) => order.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("shows the first page by default and says how many there are and where the next page starts", async () => {
    await placeOrders(ORDERS_PAGE + 3, "2026-06-01T10:00:00.000Z");
    const first = await t.call("GET", "/api/payments/transactions", { token: adminToken });
    expect(first.body.items).toHaveLength(ORDERS_PAGE);
    expect(first.body.total).toBe(ORDERS_PAGE + 3);
    const rest = await t.call("GET", `/api/payments/transactions?cursor=${first.body.next}`, { token: adminToken });
    expect(rest.body.items).toHaveLength(3);
    expect(rest.body.next).toBeNull();
  });

  it("refuses a cursor it did not make", async () => {
    for (const cursor of ["not-a-cursor", Buffer.from('["x"]').toString("base64url"), "%%%"]) {
      const answer = await t.call("GET", `/api/payments/transactions?cursor=${cursor}`, { token: adminToken });
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
  });

  it("sums every order in the figures above the list, not only the first page's", async () => {
    await placeOrders(ORDERS_PAGE + 10, "2026-06-01T10:00:00.000Z");
    await placeOrders(5, "2026-06-02T08:30:00.000Z");
    await writeTx(t.db, () => t.db.update(orders).set({ status: "failed" }).where(eq(orders.createdAt, "2026-06-02T08:30:00.000Z")));
    const since = encodeURIComponent("2026-06-02T00:00:00.000Z");
    const answer = await t.call("GET", `/api/payments/transactions/summary?since=${since}`, { token: adminToken });
    expect(answer.body).toEqual({ total_orders: ORDERS_PAGE + 15, total_revenue: ((ORDERS_PAGE + 15) * 999) / 100, completed: ORDERS_PAGE + 10, today: 5 });
    expect((await t.call("GET", "/api/payments/transactions/summary", { token: adminToken })).status).toBe(422);
  });
});
