/**
 * Confirming a family's e-mail over real SMTP: the "Confirm your e-mail" message after registering, its
 * link (once, for 7 days), "Send again" and its limit, and what a confirmed address claims: the completed
 * guest orders placed with it, whatever their case, now and later; an unconfirmed one claims nothing.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_MAIL_TEXTS, CONFIRM_EMAIL_PATH, RESET_PASSWORD_PATH } from "#shared/rules/account-mail";
import { linkIn } from "../../../scripts/lib/read-mail";
import { orders } from "../db/tables";
import { CONFIRM_TOKEN_TTL_MS } from "../services/account-tokens";
import { CONFIRM_MAILS_MAX } from "../services/rate-limit";
import { huntInput } from "../testing/fixtures";
import { approveOnSandbox, followPaymentLink } from "../testing/pay-order";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { useTestSmtp } from "../testing/test-smtp";

const smtp = useTestSmtp();
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ mailTransport: smtp.transport() });
});

async function register(email: string, name = "Rivera Family") {
  const res = await t.call("POST", "/api/users/register", { body: { name, email, password: "trail-mix-42" } });
  expect(res.status).toBe(201);
  return { id: res.body.user.id as number, token: res.body.access_token as string, email };
}

/** The token of the newest message to `email` linking to `path`. */
async function linkToken(email: string, path = CONFIRM_EMAIL_PATH): Promise<string> {
  await t.sendMail();
  const mail = smtp.received.findLast((m) => m.recipients[0] === email && linkIn(m, `${TEST_ORIGIN}${path}?token=`));
  expect(mail).toBeDefined();
  return new URL(linkIn(mail!, `${TEST_ORIGIN}${path}?token=`)!).searchParams.get("token")!;
}

const confirm = (token: string) => t.call("POST", "/api/users/confirm-email", { body: { token } });
const profile = async (token: string) => (await t.call("GET", "/api/users/profile", { token })).body;

describe("confirming an e-mail", () => {
  it("mails 'Confirm your e-mail' on registering, and its link confirms the address once", async () => {
    const family = await register("rivera@example.com");
    expect((await profile(family.token)).email_confirmed).toBe(false);
    await t.sendMail();
    expect(smtp.received[0]).toMatchObject({ recipients: ["rivera@example.com"], subject: "Confirm your e-mail" });
    expect(smtp.received[0]!.text).toContain("It works for 7 days");

    const confirmed = await confirm(await linkToken(family.email));
    expect(confirmed).toMatchObject({ status: 200, body: { detail: ACCOUNT_MAIL_TEXTS.emailConfirmed, email: family.email, claimed_orders: 0 } });
    expect((await profile(family.token)).email_confirmed).toBe(true);
    expect(await confirm(await linkToken(family.email))).toMatchObject({ status: 410, body: { detail: ACCOUNT_MAIL_TEXTS.confirmLinkDead } });
  });

  it("refuses a link after 7 days; 'Send again' mails a new one, at most 5 an hour, and none once confirmed", async () => {
    const registered = await register("lopez@example.com");
    const first = await linkToken(registered.email);
    t.advance(CONFIRM_TOKEN_TTL_MS);
    expect((await confirm(first)).status).toBe(410);
    // A week on, the registration's session has expired too.
    const signedIn = await t.call("POST", "/api/users/login", { body: { email: registered.email, password: "trail-mix-42" } });
    const family = { ...registered, token: signedIn.body.access_token as string };

    expect((await t.call("POST", "/api/users/confirm-email/send")).status).toBe(401);
    const answers = [];
    for (let i = 0; i <= CONFIRM_MAILS_MAX; i++) answers.push(await t.call("POST", "/api/users/confirm-email/send", { token: family.token }));
    expect(answers.slice(0, CONFIRM_MAILS_MAX).map((a) => [a.status, a.body.detail])).toEqual(Array(CONFIRM_MAILS_MAX).fill([202, ACCOUNT_MAIL_TEXTS.confirmationSent]));
    expect(answers[CONFIRM_MAILS_MAX]!.status).toBe(429);
    expect(await t.sendMail()).toBe(CONFIRM_MAILS_MAX);

    expect((await confirm(await linkToken(family.email))).status).toBe(200);
    const again = await t.call("POST", "/api/users/confirm-email/send", { token: family.token });
    expect(again).toMatchObject({ status: 409, body: { detail: ACCOUNT_MAIL_TEXTS.alreadyConfirmed } });
  });

  it("counts a password reset link as proof of the address", async () => {
    const family = await register("reset@example.com");
    expect((await t.call("POST", "/api/users/forgot-password", { body: { email: family.email } })).status).toBe(200);
    const reset = await t.call("POST", "/api/users/reset-password", { body: { token: await linkToken(family.email, RESET_PASSWORD_PATH), password: "new-trail-mix" } });
    expect(reset.status).toBe(200);
    expect(reset.body.user.email_confirmed).toBe(true);
  });
});

describe("guest orders and a confirmed e-mail", () => {
  let huntId: number;

  beforeEach(async () => {
    const admin = await t.createUser("admin");
    huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ price: 4.99, title: "Geyser Gazers" }) })).body.id;
  });

  /** A hunt bought and paid for signed out (or with `token`), placed with `email`. */
  async function paidHunt(email: string, token?: string): Promise<string> {
    const buyer = { customer_name: "Ada Ranger", customer_email: email, customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" };
    const order = (await t.call("POST", `/api/hunts/${huntId}/purchase`, { token, body: { ...buyer, hunt_id: huntId, amount: 4.99 } })).body;
    await approveOnSandbox(t, await followPaymentLink(t, order.approval_url));
    expect((await t.call("POST", "/api/payments/capture", { body: { order_id: order.order_id } })).status).toBe(200);
    return order.order_id;
  }

  const historyIds = async (token: string) => ((await profile(token)).purchase_history as { id: string }[]).map((entry) => entry.id).sort();

  it("claims the completed guest orders placed with the address, whatever its case, once it is confirmed", async () => {
    const guest = [await paidHunt("Rivera@Example.com"), await paidHunt(" rivera@example.com")];
    const unpaid = (await t.call("POST", `/api/hunts/${huntId}/purchase`, { body: { customer_name: "Ada", customer_email: "rivera@example.com", customer_phone: "1", customer_address: "1", hunt_id: huntId, amount: 4.99, payment_method: "paypal" } })).body.order_id;
    const elsewhere = await paidHunt("someone-else@example.com");
    const other = await t.createUser("user", "other@example.com");
    const othersOwn = await paidHunt("rivera@example.com", other.token);

    const family = await register("rivera@example.com");
    expect(await historyIds(family.token)).toEqual([]); // unconfirmed: claims nothing
    const confirmed = await confirm(await linkToken(family.email));
    expect(confirmed.body.claimed_orders).toBe(2);
    expect(await historyIds(family.token)).toEqual([...guest].sort());

    const owners = Object.fromEntries((await t.db.select({ id: orders.id, userId: orders.userId }).from(orders)).map((o) => [o.id, o.userId]));
    expect(owners[unpaid]).toBeNull();
    expect(owners[elsewhere]).toBeNull();
    expect(owners[othersOwn]).toBe(other.id);
    expect(await historyIds(other.token)).toEqual([othersOwn]);
  });

  it("gives a guest order completed after the confirmation to the account at once, and none to an unconfirmed one", async () => {
    const family = await register("lopez@example.com");
    const before = await paidHunt("LOPEZ@example.com");
    expect(await historyIds(family.token)).toEqual([]);
    await confirm(await linkToken(family.email));
    const after = await paidHunt("lopez@example.com");
    expect(await historyIds(family.token)).toEqual([before, after].sort());
    const [row] = await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, after));
    expect(row!.userId).toBe(family.id);

    await register("unconfirmed@example.com");
    const unclaimed = await paidHunt("unconfirmed@example.com");
    expect((await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, unclaimed)))[0]!.userId).toBeNull();
  });
});
