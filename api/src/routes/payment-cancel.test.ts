/**
 * A payment cancelled at the provider: the provider sends the family back to a page of this site that
 * names the order, and that page tells the server, which marks a pending order failed. A paid order never
 * changes, and telling twice is harmless.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { books, orders } from "../db/tables";
import { writeTx } from "../db";
import { huntInput } from "../testing/fixtures";
import { followPaymentLink, payOrder } from "../testing/pay-order";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

const buyer = { customer_name: "Ada Ranger", customer_email: "ada@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" };

let t: TestApp;
let huntId: number;

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ price: 4.99, title: "Geyser Gazers" }) })).body.id;
});

const statusOf = async (id: string) => (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const cancel = (id: string) => t.call("POST", `/api/payments/orders/${id}/cancel`);
const pathOf = (url: string) => new URL(url).pathname;

async function buyHunt() {
  const res = await t.call("POST", `/api/hunts/${huntId}/purchase`, { body: { ...buyer, hunt_id: huntId, amount: 4.99 } });
  return res.body as { order_id: string; approval_url: string };
}

/** Cancels on the sandbox's approval page, as the family would; answers where the provider sends them. */
async function cancelAtProvider(sandboxUrl: string): Promise<string> {
  const res = await t.call("POST", `${pathOf(sandboxUrl)}/cancel`);
  expect(res.status).toBe(303);
  return res.headers.get("location") ?? "";
}

describe("a hunt payment cancelled at the provider", () => {
  it("brings the family back to the hunt naming the order, and telling the server marks it failed, once", async () => {
    const order = await buyHunt();
    const back = await cancelAtProvider(await followPaymentLink(t, order.approval_url));
    expect(back).toBe(`${TEST_ORIGIN}/hunt/${huntId}?cancelled=1&order_id=${order.order_id}`);
    expect(await statusOf(order.order_id)).toBe("pending");

    const first = await cancel(order.order_id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: order.order_id, status: "failed", amount: 4.99, product_name: "Geyser Gazers", kind: "hunt", hunt_id: huntId });
    expect(await statusOf(order.order_id)).toBe("failed");
    const again = await cancel(order.order_id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    // The cancelled order can no longer be paid; a new purchase can.
    expect((await t.call("GET", pathOf(order.approval_url))).status).toBe(409);
    expect((await t.call("POST", "/api/payments/capture", { body: { order_id: order.order_id } })).status).toBe(409);
    const retry = await buyHunt();
    expect((await payOrder(t, retry.approval_url, retry.order_id)).body.status).toBe("completed");
  });

  it("marks a pending order failed even when the family never reached the provider's page", async () => {
    const order = await buyHunt();
    expect((await cancel(order.order_id)).body.status).toBe("failed");
    expect(await statusOf(order.order_id)).toBe("failed");
  });

  it("never changes a paid order", async () => {
    const order = await buyHunt();
    expect((await payOrder(t, order.approval_url, order.order_id)).status).toBe(200);
    const res = await cancel(order.order_id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("completed");
    expect(await statusOf(order.order_id)).toBe("completed");
    expect((await t.call("GET", `/api/hunts/${huntId}`)).body.purchase_count).toBe(1);
  });

  it("answers an unknown order with 404", async () => {
    const res = await cancel("no-such-order");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Order not found", key: "orderNotFound" });
  });
});

describe("a book payment cancelled at the provider", () => {
  it("brings the buyer back to the return page naming the order, which marks it failed", async () => {
    const [book] = await writeTx(t.db, () =>
      t.db.insert(books).values({ title: "Zion Hunt", priceCents: 1999, category: "Digital Download", available: true, pages: 32, features: [] }).returning({ id: books.id }),
    );
    const created = await t.call("POST", "/api/payments/paypal/create-order", { body: { book_id: book!.id, origin_url: `${TEST_ORIGIN}/shop` } });
    const orderId: string = created.body.order_id;
    const expected = `${TEST_ORIGIN}/checkout/return?cancelled=1&order_id=${orderId}`;
    // The provider (sandbox or PayPal) is given the same address.
    expect((await t.db.select({ cancelUrl: orders.cancelUrl }).from(orders).where(eq(orders.id, orderId)))[0]?.cancelUrl).toBe(expected);
    expect(await cancelAtProvider(created.body.approval_url)).toBe(expected);

    const res = await cancel(orderId);
    expect(res.body).toEqual({ id: orderId, status: "failed", amount: 21.59, product_name: "Zion Hunt", kind: "book", hunt_id: null });
    expect(await statusOf(orderId)).toBe("failed");
  });
});
