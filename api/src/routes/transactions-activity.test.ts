/** The admin order list links each payment to the provider's own page for it, when there is one. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { orderSchema } from "#shared/schemas/payments";
import { books, hunts, orders } from "../db/tables";
import { writeTx } from "../db";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const transactions = async () => {
  const admin = await t.createUser("admin");
  const res = await t.call("GET", "/api/payments/transactions", { token: admin.token });
  expect(res.status).toBe(200);
  return (res.body.items as unknown[]).map((item) => orderSchema.parse(item));
};

describe("GET /api/payments/transactions: provider activity links", () => {
  it("links a provider payment to its page, and gives none to hunt purchases or to a replaced provider's orders", async () => {
    const [bookRow] = await writeTx(t.db, () =>
      t.db
        .insert(books)
        .values({ title: "Zion Hunt", priceCents: 1999, category: "Digital Download", available: true, pages: 32, features: [] })
        .returning({ id: books.id }),
    );
    const [huntRow] = await writeTx(t.db, () =>
      t.db.insert(hunts).values({ title: "Bison Trail", difficulty: "easy", priceCents: 499, published: true }).returning({ id: hunts.id }),
    );
    const bookId = bookRow!.id;
    const huntId = huntRow!.id;
    const book = await t.call("POST", "/api/payments/paypal/create-order", { body: { book_id: bookId, origin_url: `${TEST_ORIGIN}/shop` } });
    const older = await t.call("POST", "/api/payments/paypal/create-order", { body: { book_id: bookId, origin_url: `${TEST_ORIGIN}/shop` } });
    await writeTx(t.db, () =>
      t.db.update(orders).set({ provider: "paypal", paypalOrderId: "5O190127TN364715T" }).where(eq(orders.id, older.body.order_id)),
    );
    const hunt = await t.call("POST", `/api/hunts/${huntId}/purchase`, {
      body: { hunt_id: huntId, customer_name: "Sam", customer_email: "sam@example.com", customer_phone: "5", customer_address: "1 Rd", amount: 4.99, payment_method: "paypal" },
    });

    const byId = new Map((await transactions()).map((order) => [order.id, order]));
    const sandbox = byId.get(book.body.order_id)!;
    expect(sandbox.paypal_order_id).toMatch(/^SBX-/);
    expect(sandbox.activity_url).toBe(`${TEST_ORIGIN}/api/payments/sandbox/${sandbox.paypal_order_id}`);
    expect(byId.get(older.body.order_id)!.activity_url).toBeNull();
    expect(byId.get(hunt.body.order_id)!.activity_url).toBeNull();
  });
});
