/**
 * Orders are personal: an account lists only the orders placed while signed in to it (never a guest's
 * orders that share its unconfirmed e-mail; email-confirmation.test.ts has the confirmed case), and the capture answers the buyer's details only to the
 * order's own account and the admin.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { books, orders } from "../db/tables";
import { writeTx } from "../db";
import { huntInput } from "../testing/fixtures";
import { approveOnSandbox, followPaymentLink } from "../testing/pay-order";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

/** The e-mail the sandbox approval in these tests pays with (testing/pay-order.ts). */
const PAYER_EMAIL = "ada@example.com";
const buyer = { customer_name: "Ada Ranger", customer_email: PAYER_EMAIL, customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" };
const PERSONAL_FIELDS = ["customer_name", "customer_email", "session_id", "metadata", "items", "paypal_order_id"];

let t: TestApp;
let admin: { token: string };
let huntId: number;
let bookId: number;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ price: 4.99, title: "Geyser Gazers" }) })).body.id;
  const [book] = await writeTx(t.db, () =>
    t.db.insert(books).values({ title: "Zion Hunt", priceCents: 1999, category: "Digital Download", available: true, pages: 32, features: [] }).returning({ id: books.id }),
  );
  bookId = book!.id;
});

async function buyHunt(token?: string) {
  const res = await t.call("POST", `/api/hunts/${huntId}/purchase`, { token, body: { ...buyer, hunt_id: huntId, amount: 4.99 } });
  expect(res.status).toBe(201);
  return res.body as { order_id: string; approval_url: string };
}

async function buyHuntOffline(token: string) {
  const payload = { ...buyer, hunt_id: huntId, amount: 4.99 };
  const res = await t.call("POST", "/api/sync", { token, body: { mutations: [{ id: `buy-offline-${Date.now()}`, kind: "hunt.purchase", createdAt: 1, payload }] } });
  expect(res.body.results[0].status).toBe("applied");
  return res.body.results[0].result as { order_id: string; approval_url: string };
}

async function buyBook(token?: string, personal = { child_name: "Mia", special_occasion: "Birthday" }) {
  const res = await t.call("POST", "/api/payments/paypal/create-order", { token, body: { book_id: bookId, origin_url: `${TEST_ORIGIN}/shop`, ...personal } });
  expect(res.status).toBe(201);
  return res.body as { order_id: string; approval_url: string };
}

/** Approves on the sandbox page: a book's approval URL is that page, a hunt's is this site's payment link to it. */
async function approve(order: { approval_url: string }) {
  const page = order.approval_url.includes("/sandbox/") ? order.approval_url : await followPaymentLink(t, order.approval_url);
  await approveOnSandbox(t, page);
}

async function pay(order: { order_id: string; approval_url: string }, token?: string) {
  await approve(order);
  return t.call("POST", "/api/payments/capture", { token, body: { order_id: order.order_id } });
}

const history = async (token: string) => (await t.call("GET", "/api/users/profile", { token })).body.purchase_history as { id: string }[];

describe("purchase history", () => {
  it("shows a new account none of the guest orders paid with its e-mail", async () => {
    const guestHunt = await buyHunt();
    expect((await pay(guestHunt)).status).toBe(200);
    const guestBook = await buyBook();
    expect((await pay(guestBook)).status).toBe(200);
    const stored = await t.db.select({ email: orders.customerEmail, status: orders.status }).from(orders);
    expect(stored).toEqual([
      { email: PAYER_EMAIL, status: "completed" },
      { email: PAYER_EMAIL, status: "completed" },
    ]);

    const registered = await t.call("POST", "/api/users/register", { body: { name: "Not Ada", email: PAYER_EMAIL, password: "secret-123", phone: "", marketing_consent: false } });
    expect(registered.status).toBe(201);
    expect(registered.body.user.purchase_history).toEqual([]);
    expect(await history(registered.body.access_token)).toEqual([]);
  });

  it("lists every order a signed-in buyer placed, by each way of buying, whatever e-mail paid for it", async () => {
    const family = await t.createUser("user", "family@example.com");
    const placed = [await buyHunt(family.token), await buyHuntOffline(family.token), await buyBook(family.token)];
    for (const order of placed) expect((await pay(order)).status).toBe(200);
    const cart = await t.call("POST", "/api/payments/paypal/create-order", {
      token: family.token,
      body: { items: [{ book_id: bookId, quantity: 2 }], origin_url: `${TEST_ORIGIN}/cart` },
    });
    expect((await pay(cart.body)).status).toBe(200);
    const ids = [...placed.map((order) => order.order_id), cart.body.order_id];
    for (const id of ids) expect((await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id)))[0]?.userId).toBe(family.id);

    expect((await history(family.token)).map((entry) => entry.id).sort()).toEqual([...ids].sort());
    const other = await t.createUser("user", "other@example.com");
    expect(await history(other.token)).toEqual([]);
  });
});

describe("POST /api/payments/capture", () => {
  const publicFields = (orderId: string, kind: "book" | "hunt") => ({
    id: orderId,
    status: "completed",
    amount: kind === "book" ? 21.59 : 4.99,
    product_name: kind === "book" ? "Zion Hunt" : "Geyser Gazers",
    kind,
    hunt_id: kind === "book" ? null : huntId,
  });

  it("answers a stranger holding the order id only what the order's status page shows, plus its kind and hunt", async () => {
    const family = await t.createUser("user");
    const book = await buyBook(family.token);
    const hunt = await buyHunt(family.token);
    for (const [order, kind] of [[book, "book"], [hunt, "hunt"]] as const) {
      await approve(order);
      const stranger = await t.call("POST", "/api/payments/capture", { body: { order_id: order.order_id } });
      expect(stranger.status).toBe(200);
      expect(stranger.body).toEqual(publicFields(order.order_id, kind));
      const status = await t.call("GET", `/api/payments/orders/${order.order_id}`);
      expect(stranger.body).toEqual({ ...status.body, kind, hunt_id: kind === "book" ? null : huntId });
      const otherFamily = await t.createUser("user");
      const signedInStranger = await t.call("POST", "/api/payments/capture", { token: otherFamily.token, body: { order_id: order.order_id } });
      expect(signedInStranger.body).toEqual(publicFields(order.order_id, kind));
      for (const field of PERSONAL_FIELDS) expect(signedInStranger.body).not.toHaveProperty(field);
    }
  });

  it("answers a guest's own capture with the public fields too: a guest order has no account to own it", async () => {
    const guest = await buyBook();
    const res = await pay(guest);
    expect(res.body).toEqual(publicFields(guest.order_id, "book"));
    expect(JSON.stringify(res.body)).not.toContain("Mia");
    expect(JSON.stringify(res.body)).not.toContain(PAYER_EMAIL);
  });

  it("answers the whole order to the account that placed it and to the admin", async () => {
    const family = await t.createUser("user");
    const book = await buyBook(family.token);
    await approve(book);
    for (const token of [family.token, admin.token]) {
      const res = await t.call("POST", "/api/payments/capture", { token, body: { order_id: book.order_id } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ...publicFields(book.order_id, "book"),
        customer_name: "Ada Buyer",
        customer_email: PAYER_EMAIL,
        session_id: expect.any(String),
        metadata: { book_title: "Zion Hunt", child_name: "Mia", special_occasion: "Birthday" },
        items: [{ book_id: bookId, title: "Zion Hunt", quantity: 1, unit_price: 19.99 }],
      });
    }
    const hunt = await buyHunt(family.token);
    await approve(hunt);
    const own = await t.call("POST", "/api/payments/capture", { token: family.token, body: { order_id: hunt.order_id } });
    expect(own.body).toMatchObject({ ...publicFields(hunt.order_id, "hunt"), customer_name: "Ada Ranger", customer_email: PAYER_EMAIL });
  });
});
