/**
 * The receipt after a capture, over real SMTP: for books and for a hunt, to the account's address or
 * the guest's, with the order number, items, coupon, tax, shipping, total and the site's name from
 * Settings, a hunt's link that opens it, and exactly one per paid order.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { linkIn } from "../../../scripts/lib/read-mail";
import { books } from "../db/tables";
import { writeTx } from "../db";
import { huntInput } from "../testing/fixtures";
import { approveOnSandbox, followPaymentLink } from "../testing/pay-order";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { useTestSmtp } from "../testing/test-smtp";

const smtp = useTestSmtp();
let t: TestApp;
let admin: { token: string };

beforeEach(async () => {
  t = await createTestApp({ mailTransport: smtp.transport() });
  admin = await t.createUser("admin");
});

async function addBook(title: string, priceCents: number, category: string): Promise<number> {
  const [book] = await writeTx(t.db, () => t.db.insert(books).values({ title, priceCents, category, available: true, pages: 32, features: [] }).returning({ id: books.id }));
  return book!.id;
}

async function capture(orderId: string, token?: string) {
  return t.call("POST", "/api/payments/capture", { token, body: { order_id: orderId } });
}

describe("receipts", () => {
  it("mails a guest's book order its receipt once: items, coupon, tax, shipping and total, in HTML and plain text", async () => {
    const zion = await addBook("Zion Hunt", 1999, "Physical + Digital");
    const acadia = await addBook("Acadia Tide Pools", 1500, "Digital Download");
    const cart = await t.call("POST", "/api/payments/paypal/create-order", {
      body: { items: [{ book_id: zion, quantity: 2 }, { book_id: acadia, quantity: 1 }], promo_code: "save10", origin_url: `${TEST_ORIGIN}/cart` },
    });
    expect(cart.status).toBe(201);
    await approveOnSandbox(t, cart.body.approval_url);
    expect(await t.sendMail()).toBe(0); // approved, not yet paid
    expect((await capture(cart.body.order_id)).status).toBe(200);
    expect((await capture(cart.body.order_id)).status).toBe(200); // the return page opened again
    expect(await t.sendMail()).toBe(1);

    const [mail] = smtp.received;
    const number = (cart.body.order_id as string).slice(0, 8);
    expect(mail).toMatchObject({ recipients: ["ada@example.com"], subject: `Your receipt from Park Hunts: order ${number}` });
    // 2 × 19.99 + 15.00 = 54.98; SAVE10 takes 5.50; tax is 8% of the subtotal, 4.40; a physical book ships for 5.99.
    expect(mail!.text).toContain(`Order ${number}\nZion Hunt × 2: $39.98\nAcadia Tide Pools × 1: $15.00`);
    expect(mail!.text).toContain("Coupon: SAVE10 (-$5.50)\nTax: $4.40\nShipping: $5.99\nTotal: $59.87");
    expect(mail!.text).not.toContain("Open your hunt");
    for (const shown of [`Order ${number}`, "Zion Hunt × 2", "$39.98", "SAVE10 (-$5.50)", "$4.40", "$5.99", "$59.87"]) expect(mail!.html).toContain(shown);
  });

  it("mails a hunt's receipt to the buying account with a link that opens the hunt, and the site's name from Settings", async () => {
    const settings = await t.call("PUT", "/api/admin/settings", { token: admin.token, body: { site_name: "Junior <b>Rangers</b>" } });
    expect(settings.status).toBe(200);
    const huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ price: 4.99, title: "Geyser Gazers" }) })).body.id;
    const family = await t.createUser("user", "family@example.com");
    const buyer = { customer_name: "Ada <i>Ranger</i>", customer_email: "someone-else@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd" };
    const order = (await t.call("POST", `/api/hunts/${huntId}/purchase`, { token: family.token, body: { ...buyer, hunt_id: huntId, amount: 4.99, payment_method: "paypal" } })).body;
    await approveOnSandbox(t, await followPaymentLink(t, order.approval_url));
    expect((await capture(order.order_id, family.token)).status).toBe(200);
    expect(await t.sendMail()).toBe(1);

    const [mail] = smtp.received;
    expect(mail!.recipients).toEqual(["family@example.com"]);
    expect(mail!.subject).toBe(`Your receipt from Junior <b>Rangers</b>: order ${order.order_id.slice(0, 8)}`);
    expect(mail!.html).toContain("Junior &lt;b&gt;Rangers&lt;/b&gt;");
    expect(mail!.html).toContain("Thank you for your order, Ada &lt;i&gt;Ranger&lt;/i&gt;!");
    expect(mail!.html).not.toContain("<b>Rangers");
    expect(mail!.text).toContain("Geyser Gazers × 1: $4.99\n");
    expect(mail!.text).toContain("Coupon: None\nTax: $0.00\nShipping: $0.00\nTotal: $4.99");

    // The link is the return page of the order: opened on any device it answers the paid hunt, which unlocks it there.
    const link = linkIn(mail!, `${TEST_ORIGIN}/checkout/return?order_id=`)!;
    expect(new URL(link).searchParams.get("order_id")).toBe(order.order_id);
    expect(mail!.html).toContain(`href="${link}"`);
    expect((await capture(order.order_id)).body).toMatchObject({ status: "completed", kind: "hunt", hunt_id: huntId });
    expect(await t.sendMail()).toBe(0);
  });

  it("sends nothing for an order that was cancelled instead of paid", async () => {
    const book = await addBook("Zion Hunt", 1999, "Digital Download");
    const order = await t.call("POST", "/api/payments/paypal/create-order", { body: { book_id: book, origin_url: `${TEST_ORIGIN}/shop` } });
    expect((await t.call("POST", `/api/payments/orders/${order.body.order_id}/cancel`)).body.status).toBe("failed");
    expect((await capture(order.body.order_id)).status).toBe(409);
    expect(await t.sendMail()).toBe(0);
  });
});
