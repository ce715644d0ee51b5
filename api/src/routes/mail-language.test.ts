/**
 * What the server sends a family to read later is in the language of the page that asked, over real
 * SMTP: the reset link, the confirmation (on sign-up and "Send again") and the receipt, each with its
 * link to the page's twin in that language; and a payment provider sends a Spanish buyer back to the
 * Spanish return page. A request that names no language gets English; one that names an unknown one is
 * refused.
 */
import { readFileSync } from "node:fs";
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

beforeEach(async () => {
  t = await createTestApp({ mailTransport: smtp.transport() });
});

/** The app's Spanish words for the pages the links open: a message's subject is the title of its page. */
const appSpanish = JSON.parse(readFileSync(new URL("../../../content/i18n/es/messages.json", import.meta.url), "utf8")) as Record<string, string>;

async function onlyMail() {
  const before = smtp.received.length;
  expect(await t.sendMail()).toBe(1);
  return smtp.received[before]!;
}

describe("mail in the page's language", () => {
  it("mails the reset link in Spanish to a family that asked on a Spanish page, and in English otherwise", async () => {
    const family = await t.createUser("user", "garcia@example.com");
    expect((await t.call("POST", "/api/users/forgot-password", { body: { email: family.email, lang: "es" } })).status).toBe(200);
    const spanish = await onlyMail();
    expect(spanish.subject).toBe(appSpanish.resetYourPassword);
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.text).toContain("Hola, Test user:");
    expect(spanish.text).toContain("Funciona una sola vez, durante 1 hora");
    expect(linkIn(spanish, `${TEST_ORIGIN}/es/reset-password?token=`)).toBeDefined();

    expect((await t.call("POST", "/api/users/forgot-password", { body: { email: family.email } })).status).toBe(200);
    const english = await onlyMail();
    expect(english.subject).toBe("Reset your password");
    expect(english.html).toContain('<html lang="en">');
    expect(linkIn(english, `${TEST_ORIGIN}/reset-password?token=`)).toBeDefined();
  });

  it("confirms a Spanish sign-up in Spanish, and sends again in the language asked for", async () => {
    const signedUp = await t.call("POST", "/api/users/register", {
      body: { name: "Mateo", email: "mateo@example.com", password: "trail-password", lang: "es" },
    });
    expect(signedUp.status).toBe(201);
    const welcome = await onlyMail();
    expect(welcome.subject).toBe(appSpanish.confirmYourEmail);
    expect(welcome.text).toContain("Funciona durante 7 días");
    expect(linkIn(welcome, `${TEST_ORIGIN}/es/confirm-email?token=`)).toBeDefined();

    const token = signedUp.body.access_token as string;
    expect((await t.call("POST", "/api/users/confirm-email/send", { token, body: { lang: "es" } })).status).toBe(202);
    expect((await onlyMail()).subject).toBe(appSpanish.confirmYourEmail);
    // An app from before the language was sent posts no body: English, as it always was.
    expect((await t.call("POST", "/api/users/confirm-email/send", { token })).status).toBe(202);
    const english = await onlyMail();
    expect(english.subject).toBe("Confirm your e-mail");
    expect(linkIn(english, `${TEST_ORIGIN}/confirm-email?token=`)).toBeDefined();
  });

  it("sends a Spanish book buyer back to the Spanish return page and mails the receipt in Spanish", async () => {
    const [book] = await writeTx(t.db, () =>
      t.db.insert(books).values({ title: "Zion Hunt", priceCents: 1999, category: "Physical + Digital", available: true, pages: 32, features: [] }).returning({ id: books.id }),
    );
    const order = await t.call("POST", "/api/payments/paypal/create-order", {
      body: { items: [{ book_id: book!.id, quantity: 2 }], origin_url: `${TEST_ORIGIN}/es/cart`, lang: "es" },
    });
    expect(order.status).toBe(201);
    const back = await approveOnSandbox(t, order.body.approval_url);
    expect(back).toBe(`${TEST_ORIGIN}/es/checkout/return?order_id=${order.body.order_id}`);
    expect((await t.call("POST", "/api/payments/capture", { body: { order_id: order.body.order_id } })).status).toBe(200);

    const receipt = await onlyMail();
    const number = (order.body.order_id as string).slice(0, 8);
    expect(receipt.subject).toBe(`Tu recibo de Park Hunts: pedido ${number}`);
    expect(receipt.text).toContain(`Pedido ${number}\nZion Hunt × 2: $39.98`);
    expect(receipt.text).toContain("Cupón: Ninguno\nImpuesto: $3.20\nEnvío: $5.99\nTotal: $49.17");
    // The book's title is written in English, and the message says so.
    expect(receipt.html).toContain('<span lang="en">Zion Hunt</span>');
  });

  it("sends a family buying a hunt on a Spanish page back to the Spanish twins, paid or cancelled", async () => {
    const admin = await t.createUser("admin");
    const huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ price: 4.99, title: "Geyser Gazers" }) })).body.id;
    const family = await t.createUser("user", "familia@example.com");
    const buyer = { customer_name: "Ana", customer_email: "familia@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd" };
    const buy = () =>
      t.call("POST", `/api/hunts/${huntId}/purchase`, { token: family.token, body: { ...buyer, hunt_id: huntId, amount: 4.99, payment_method: "paypal", lang: "es" } });
    const paid = (await buy()).body;
    expect(await approveOnSandbox(t, await followPaymentLink(t, paid.approval_url))).toBe(`${TEST_ORIGIN}/es/checkout/return?order_id=${paid.order_id}`);
    expect((await t.call("POST", "/api/payments/capture", { token: family.token, body: { order_id: paid.order_id } })).status).toBe(200);
    const receipt = await onlyMail();
    expect(receipt.text).toContain("Abre tu búsqueda en cualquier teléfono o computadora con este enlace:");
    expect(linkIn(receipt, `${TEST_ORIGIN}/es/checkout/return?order_id=`)).toBeDefined();

    const cancelled = (await buy()).body;
    const sandbox = await followPaymentLink(t, cancelled.approval_url);
    const gaveUp = await t.call("POST", `${new URL(sandbox, TEST_ORIGIN).pathname}/cancel`, { body: "", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(gaveUp.headers.get("location")).toBe(`${TEST_ORIGIN}/es/hunt/${huntId}?cancelled=1&order_id=${cancelled.order_id}`);
  });

  it("refuses a language the site is not written in", async () => {
    const asked = await t.call("POST", "/api/users/forgot-password", { body: { email: "someone@example.com", lang: "fr" } });
    expect(asked.status).toBe(422);
    expect(asked.body.detail).toMatch(/^lang: /);
    expect(await t.sendMail()).toBe(0);
  });
});
