/** Book checkout end to end through the sandbox provider: prices, the approval page, capture, idempotency. */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { orderSchema } from "#shared/schemas/payments";
import { books, hunts, idempotencyKeys, orderItems, orders, pointsLedger, sandboxPayments } from "../db/tables";
import { writeTx } from "../db";
import { PaymentProviderError, type PaymentProvider } from "../services/orders/payments/provider";
import { createSandboxProvider } from "../services/orders/payments/sandbox";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { englishOf } from "../errors";

const ORIGIN_URL = `${TEST_ORIGIN}/shop`;

async function addBook(t: TestApp, title: string, priceCents: number, category: string, available = true): Promise<number> {
  const [row] = await writeTx(t.db, () =>
    t.db.insert(books).values({ title, priceCents, category, available, pages: 32, features: [] }).returning({ id: books.id }),
  );
  return row!.id;
}

async function seedBooks(t: TestApp) {
  return {
    physical: await addBook(t, "Yellowstone Hunt", 2999, "Physical + Digital"),
    digital: await addBook(t, "Zion Hunt", 1999, "Digital Download"),
    printed: await addBook(t, "Arches Hunt", 2499, "Printed Book"),
    soon: await addBook(t, "Teton Hunt", 2999, "Printed Book", false),
  };
}

const stored = async (t: TestApp) => ({
  orders: (await t.db.select().from(orders)).length,
  items: (await t.db.select().from(orderItems)).length,
  payments: (await t.db.select().from(sandboxPayments)).length,
});

const firstOrder = async (t: TestApp) => (await t.db.select().from(orders).limit(1))[0];

const pathOf = (url: string) => new URL(url).pathname;

async function approve(t: TestApp, approvalUrl: string, form = "payer_name=Ada+Buyer&payer_email=ada%40example.com") {
  return t.call("POST", `${pathOf(approvalUrl)}/approve`, {
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedBooks>>;
beforeEach(async () => {
  t = await createTestApp();
  ids = await seedBooks(t);
});
afterEach(() => vi.restoreAllMocks());

describe("POST /api/payments/paypal/create-order: totals come from the database", () => {
  it("prices a Buy Now of a digital book with tax and no shipping", async () => {
    const res = await t.call("POST", "/api/payments/paypal/create-order", {
      body: { book_id: ids.digital, origin_url: ORIGIN_URL, child_name: "Mia", special_occasion: "Birthday", price: 0.01 },
    });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe(21.59); // 19.99 + 1.60 tax
    expect(res.body.approval_url).toMatch(/^http:\/\/localhost\/api\/payments\/sandbox\/SBX-/);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(row).toMatchObject({ status: "pending", amountCents: 2159, taxCents: 160, shippingCents: 0, productName: "Zion Hunt" });
    expect(row).toMatchObject({ childName: "Mia", specialOccasion: "Birthday", provider: "sandbox", userId: null });
    expect(row?.returnUrl).toBe(`${TEST_ORIGIN}/checkout/return?order_id=${row?.id}`);
    expect(row?.paypalOrderId).toMatch(/^SBX-/);
  });

  it("adds shipping only when a category contains Physical", async () => {
    const physical = await t.call("POST", "/api/payments/paypal/create-order", {
      body: { book_id: ids.physical, origin_url: ORIGIN_URL },
    });
    expect(physical.body.amount).toBe(38.38); // 29.99 + 2.40 tax + 5.99 shipping
    const printed = await t.call("POST", "/api/payments/paypal/create-order", {
      body: { book_id: ids.printed, origin_url: ORIGIN_URL },
    });
    expect(printed.body.amount).toBe(26.99); // 24.99 + 2.00 tax
  });

  it("prices a whole cart with SAVE10 (any case) and ignores client prices", async () => {
    const res = await t.call("POST", "/api/payments/paypal/create-order", {
      body: {
        items: [
          { book_id: ids.physical, quantity: 2, price: 0.01 },
          { book_id: ids.printed, quantity: 1, price: 0.01 },
        ],
        promo_code: "save10",
        origin_url: ORIGIN_URL,
        total: 1,
      },
    });
    expect(res.status).toBe(201);
    // subtotal 84.97, discount 8.50, tax 6.80, shipping 5.99
    expect(res.body.amount).toBe(89.26);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(row).toMatchObject({ subtotalCents: 8497, discountCents: 850, taxCents: 680, shippingCents: 599 });
    expect(row).toMatchObject({ productName: "3 books", promoCode: "SAVE10" });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.order_id));
    expect(lines.map((l) => [l.title, l.quantity, l.unitPriceCents])).toEqual([
      ["Yellowstone Hunt", 2, 2999],
      ["Arches Hunt", 1, 2499],
    ]);
  });

  it("remembers the signed-in buyer", async () => {
    const user = await t.createUser("user");
    const res = await t.call("POST", "/api/payments/paypal/create-order", {
      token: user.token,
      body: { book_id: ids.digital, origin_url: ORIGIN_URL },
    });
    expect((await t.db.select().from(orders).where(eq(orders.id, res.body.order_id)))[0]?.userId).toBe(user.id);
  });
});

describe("refused checkouts store nothing", () => {
  const cases: [string, (i: typeof ids) => unknown, number, RegExp][] = [
    ["an unknown book", () => ({ book_id: 9999, origin_url: ORIGIN_URL }), 404, /^Book not found$/],
    ["a Coming Soon book", (i) => ({ book_id: i.soon, origin_url: ORIGIN_URL }), 422, /^Teton Hunt is not available yet$/],
    ["an unknown book inside a cart", (i) => ({ items: [{ book_id: i.digital, quantity: 1 }, { book_id: 9999, quantity: 1 }], origin_url: ORIGIN_URL }), 404, /Book not found/],
    ["quantity 0", (i) => ({ items: [{ book_id: i.digital, quantity: 0 }], origin_url: ORIGIN_URL }), 422, /quantity/],
    ["an empty cart", () => ({ items: [], origin_url: ORIGIN_URL }), 422, /items/],
    ["both book_id and items", (i) => ({ book_id: i.digital, items: [{ book_id: i.digital, quantity: 1 }], origin_url: ORIGIN_URL }), 422, /either/],
    ["another promo code", (i) => ({ book_id: i.digital, promo_code: "FREE100", origin_url: ORIGIN_URL }), 422, /^Invalid promo code$/],
    ["a javascript: origin", (i) => ({ book_id: i.digital, origin_url: "javascript:alert(1)" }), 422, /origin_url/],
    ["another site's origin", (i) => ({ book_id: i.digital, origin_url: "https://evil.example/shop" }), 422, /origin_url/],
    ["a same-host other-port origin", (i) => ({ book_id: i.digital, origin_url: "http://localhost:9999/shop" }), 422, /origin_url/],
  ];
  it.each(cases)("refuses %s", async (_name, body, status, detail) => {
    const res = await t.call("POST", "/api/payments/paypal/create-order", { body: body(ids) });
    expect(res.status).toBe(status);
    expect(res.body.detail).toMatch(detail);
    expect(await stored(t)).toEqual({ orders: 0, items: 0, payments: 0 });
  });

  it("never takes the return address from the request's Host: a request to evil.com for evil.com is refused", async () => {
    const res = await t.app.request("http://evil.com/api/payments/paypal/create-order", {
      method: "POST",
      headers: { host: "evil.com", "content-type": "application/json" },
      body: JSON.stringify({ book_id: ids.digital, origin_url: "http://evil.com/x" }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: "origin_url must be an http(s) address on this site" });
    expect(await stored(t)).toEqual({ orders: 0, items: 0, payments: 0 });
  });

  it("answers malformed JSON with 400", async () => {
    const res = await t.call("POST", "/api/payments/paypal/create-order", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(await stored(t)).toEqual({ orders: 0, items: 0, payments: 0 });
  });
});

describe("the sandbox flow", () => {
  it("goes from checkout to approval to a completed order an admin can see, awarding points once", async () => {
    const user = await t.createUser("user");
    const created = await t.call("POST", "/api/payments/paypal/create-order", {
      token: user.token,
      body: { book_id: ids.physical, origin_url: ORIGIN_URL, child_name: "Leo" },
    });
    const orderId: string = created.body.order_id;

    const page = await t.call("GET", pathOf(created.body.approval_url));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.body).toContain("$38.38");
    expect(page.body).toContain("Yellowstone Hunt");
    expect(page.body).toContain('value="Sandbox Buyer"');
    expect(page.body).toContain('value="buyer@example.com"');
    expect(page.body).not.toMatch(/<script/i);

    const early = await t.call("POST", "/api/payments/capture", { body: { order_id: orderId } });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe("Payment has not been approved yet");

    const approved = await approve(t, created.body.approval_url);
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`${TEST_ORIGIN}/checkout/return?order_id=${orderId}`);

    const first = await t.call("POST", "/api/payments/capture", { token: user.token, body: { order_id: orderId } });
    expect(first.status).toBe(200);
    expect(orderSchema.parse(first.body)).toMatchObject({
      id: orderId,
      status: "completed",
      amount: 38.38,
      customer_name: "Ada Buyer",
      customer_email: "ada@example.com",
      metadata: { book_title: "Yellowstone Hunt", child_name: "Leo", special_occasion: null },
    });
    const second = await t.call("POST", "/api/payments/capture", { token: user.token, body: { order_id: orderId } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);

    const awards = await t.db.select().from(pointsLedger).where(eq(pointsLedger.reasonKey, `order:${orderId}`));
    expect(awards.map((a) => [a.userId, a.pointsAmount])).toEqual([[user.id, 380]]);

    const status = await t.call("GET", `/api/payments/orders/${orderId}`);
    expect(status.body).toEqual({ id: orderId, status: "completed", amount: 38.38, product_name: "Yellowstone Hunt" });

    const admin = await t.createUser("admin");
    const list = await t.call("GET", "/api/payments/transactions", { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(orderSchema.parse(list.body.items[0])).toMatchObject({ id: orderId, status: "completed", amount: 38.38, shipping: 5.99 });
    expect(list.body.items[0].items).toEqual([{ book_id: ids.physical, title: "Yellowstone Hunt", quantity: 1, unit_price: 29.99 }]);
  });

  it("captures concurrently without a second award", async () => {
    const user = await t.createUser("user");
    const created = await t.call("POST", "/api/payments/paypal/create-order", {
      token: user.token,
      body: { book_id: ids.digital, origin_url: ORIGIN_URL },
    });
    await approve(t, created.body.approval_url);
    const results = await Promise.all(
      [1, 2, 3].map(() => t.call("POST", "/api/payments/capture", { body: { order_id: created.body.order_id } })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const awards = await t.db.select().from(pointsLedger).where(eq(pointsLedger.reasonKey, `order:${created.body.order_id}`));
    expect(awards).toHaveLength(1);
    expect(awards[0]?.pointsAmount).toBe(210);
  });

  it("sends a cancelling buyer back to the return page and refuses to capture afterwards", async () => {
    const created = await t.call("POST", "/api/payments/paypal/create-order", {
      body: { book_id: ids.digital, origin_url: ORIGIN_URL },
    });
    const cancelled = await t.call("POST", `${pathOf(created.body.approval_url)}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`${TEST_ORIGIN}/checkout/return?cancelled=1&order_id=${created.body.order_id}`);
    expect((await approve(t, created.body.approval_url)).status).toBe(409);
    const capture = await t.call("POST", "/api/payments/capture", { body: { order_id: created.body.order_id } });
    expect(capture.status).toBe(409);
    expect((await firstOrder(t))?.status).toBe("failed");
  });

  it("escapes the description and re-asks for an invalid email", async () => {
    const evil = await addBook(t, `<script>alert("x")</script> & Co`, 1000, "Digital Download");
    const created = await t.call("POST", "/api/payments/paypal/create-order", {
      body: { book_id: evil, origin_url: ORIGIN_URL },
    });
    const page = await t.call("GET", pathOf(created.body.approval_url));
    expect(page.body).not.toContain("<script>");
    expect(page.body).toContain("&lt;script&gt;");
    const bad = await approve(t, created.body.approval_url, "payer_name=%22%3E%3Cb%3E&payer_email=nope");
    expect(bad.status).toBe(422);
    expect(bad.body).toContain("valid email");
    expect(bad.body).not.toContain('"><b>');
    expect((await t.db.select().from(sandboxPayments).limit(1))[0]?.status).toBe("created");
  });

  it("answers unknown orders and payments with 404", async () => {
    expect((await t.call("GET", "/api/payments/sandbox/SBX-NOPE")).status).toBe(404);
    expect((await t.call("POST", "/api/payments/sandbox/SBX-NOPE/approve")).status).toBe(404);
    expect((await t.call("POST", "/api/payments/capture", { body: { order_id: "nope" } })).body).toEqual({ detail: "Order not found", key: "orderNotFound" });
    expect((await t.call("GET", "/api/payments/orders/nope")).status).toBe(404);
  });
});

describe("Idempotency-Key on create-order", () => {
  const body = () => ({ book_id: ids.digital, origin_url: ORIGIN_URL });

  it("answers a repeated key with the same order", async () => {
    const headers = { "idempotency-key": "checkout-1" };
    const first = await t.call("POST", "/api/payments/paypal/create-order", { body: body(), headers });
    const again = await t.call("POST", "/api/payments/paypal/create-order", { body: body(), headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await stored(t)).toEqual({ orders: 1, items: 1, payments: 1 });
  });

  it("makes one order out of ten concurrent requests", async () => {
    const headers = { "idempotency-key": "checkout-burst" };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.call("POST", "/api/payments/paypal/create-order", { body: body(), headers })),
    );
    expect((await stored(t)).orders).toBe(1);
    const orderId = (await firstOrder(t))?.id;
    for (const res of results) {
      if (res.status === 201) expect(res.body.order_id).toBe(orderId);
      else expect(res).toMatchObject({ status: 409, body: { detail: expect.stringMatching(/in progress/) } });
    }
    expect(results.some((r) => r.status === 201)).toBe(true);
    const later = await t.call("POST", "/api/payments/paypal/create-order", { body: body(), headers });
    expect(later.body.order_id).toBe(orderId);
  });

  it("refuses the same key with another body", async () => {
    const headers = { "idempotency-key": "checkout-2" };
    await t.call("POST", "/api/payments/paypal/create-order", { body: body(), headers });
    const other = await t.call("POST", "/api/payments/paypal/create-order", {
      body: { book_id: ids.printed, origin_url: ORIGIN_URL },
      headers,
    });
    expect(other.status).toBe(409);
    expect((await stored(t)).orders).toBe(1);
  });
});

describe("when the provider misbehaves", () => {
  async function appWith(createOrder: PaymentProvider["createOrder"]) {
    const app = await createTestApp({
      payments: (db) => ({ ...createSandboxProvider({ db, baseUrl: TEST_ORIGIN }), createOrder }),
    });
    return { app, books: await seedBooks(app) };
  }

  it("marks the order failed, answers 502 with the product's text, and lets the same key retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    const { app, books: b } = await appWith(async (request) => {
      calls += 1;
      if (calls === 1) throw new PaymentProviderError("PayPal is down");
      return { providerOrderId: `P-${request.requestId}`, approvalUrl: `https://paypal.test/${request.requestId}` };
    });
    const headers = { "idempotency-key": "flaky-1" };
    const failed = await app.call("POST", "/api/payments/paypal/create-order", { body: { book_id: b.digital, origin_url: ORIGIN_URL }, headers });
    expect(failed).toMatchObject({ status: 502, body: { detail: englishOf({ key: "paymentError" }) } });
    expect((await firstOrder(app))?.status).toBe("failed");
    const retried = await app.call("POST", "/api/payments/paypal/create-order", { body: { book_id: b.digital, origin_url: ORIGIN_URL }, headers });
    expect(retried.status).toBe(201);
    expect((await app.db.select().from(orders)).map((o) => o.status).sort()).toEqual(["failed", "pending"]);
  });

  it("takes over a key whose first request never finished, keeping the same order", async () => {
    let calls = 0;
    const { app, books: b } = await appWith(async (request) => {
      calls += 1;
      if (calls === 1) return new Promise(() => {}); // the process "died" during the provider call
      return { providerOrderId: `P-${request.requestId}`, approvalUrl: `https://paypal.test/${request.requestId}` };
    });
    const headers = { "idempotency-key": "stuck-1" };
    const input = { book_id: b.digital, origin_url: ORIGIN_URL };
    void app.call("POST", "/api/payments/paypal/create-order", { body: input, headers });
    await vi.waitFor(async () => expect(await app.db.select().from(idempotencyKeys)).toHaveLength(1));
    const busy = await app.call("POST", "/api/payments/paypal/create-order", { body: input, headers });
    expect(busy.status).toBe(409);
    app.advance(3 * 60 * 1000);
    const resumed = await app.call("POST", "/api/payments/paypal/create-order", { body: input, headers });
    expect(resumed.status).toBe(201);
    const only = await app.db.select().from(orders);
    expect(only).toHaveLength(1);
    expect(resumed.body).toMatchObject({ order_id: only[0]?.id, approval_url: `https://paypal.test/${only[0]?.id}` });
  });
});

describe("GET /api/payments/transactions", () => {
  it("is for admins only", async () => {
    expect((await t.call("GET", "/api/payments/transactions")).status).toBe(401);
    const user = await t.createUser("user");
    expect((await t.call("GET", "/api/payments/transactions", { token: user.token })).status).toBe(403);
  });

  it("lists book and hunt orders newest first", async () => {
    const book = await t.call("POST", "/api/payments/paypal/create-order", { body: { book_id: ids.printed, origin_url: ORIGIN_URL } });
    const [hunt] = await writeTx(t.db, () =>
      t.db.insert(hunts).values({ title: "Bison Trail", difficulty: "easy", priceCents: 499, published: true }).returning({ id: hunts.id }),
    );
    const huntId = hunt!.id;
    const purchase = await t.call("POST", `/api/hunts/${huntId}/purchase`, {
      body: {
        hunt_id: huntId,
        customer_name: "Sam",
        customer_email: "sam@example.com",
        customer_phone: "555",
        customer_address: "1 Park Rd",
        amount: 4.99,
        payment_method: "paypal",
      },
    });
    expect(purchase.status).toBe(201);
    const admin = await t.createUser("admin");
    const list = await t.call("GET", "/api/payments/transactions", { token: admin.token });
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((o: { id: string }) => o.id)).toEqual([purchase.body.order_id, book.body.order_id]);
    expect(orderSchema.parse(list.body.items[0])).toMatchObject({
      kind: "hunt",
      book_title: "Bison Trail",
      customer_email: "sam@example.com",
      amount: 4.99,
      items: [],
    });
    const first = await t.call("GET", "/api/payments/transactions?limit=1", { token: admin.token });
    const paged = await t.call("GET", `/api/payments/transactions?limit=1&cursor=${first.body.next}`, { token: admin.token });
    expect(paged.body).toMatchObject({ total: 2, items: [{ id: book.body.order_id }], next: null });
  });
});
