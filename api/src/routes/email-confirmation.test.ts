/**
 * Confirming a family's e-mail over real SMTP: the "Confirm your e-mail" message after registering, its
 * link (for 7 days), "Send again" and its limit, and what the link claims: nothing when it is opened
 * without the account's session (it says to sign in, and keeps working), the completed guest orders
 * placed with the address, whatever their case, with their purchase points paid once, when the account's
 * own session opens it or a password reset proves the address; and later guest orders only then. A
 * stranger who registers a family's address never gets the family's orders.
 */
import { and, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CONFIRM_EMAIL_PATH, RESET_PASSWORD_PATH } from "#shared/rules/account-mail";
import { purchasePoints, WELCOME_BONUS_POINTS } from "#shared/rules/points";
import { linkIn } from "../../../scripts/lib/read-mail";
import { orders, pointsLedger } from "../db/tables";
import { CONFIRM_TOKEN_TTL_MS } from "../services/accounts/account-tokens";
import { CONFIRM_MAIL_WINDOW_MS, CONFIRM_MAILS_MAX } from "../services/infrastructure/rate-limit";
import { huntInput } from "../testing/fixtures";
import { approveOnSandbox, followPaymentLink } from "../testing/pay-order";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { useTestSmtp } from "../testing/test-smtp";
import { answerWords } from "../texts";
import { englishOf } from "../errors";

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

/** The link opened on a device signed in with `session`, or on one signed in to nothing. */
const confirm = (token: string, session?: string) => t.call("POST", "/api/users/confirm-email", { token: session, body: { token } });
const profile = async (token: string) => (await t.call("GET", "/api/users/profile", { token })).body;

async function resetPassword(email: string) {
  expect((await t.call("POST", "/api/users/forgot-password", { body: { email } })).status).toBe(200);
  const reset = await t.call("POST", "/api/users/reset-password", { body: { token: await linkToken(email, RESET_PASSWORD_PATH), password: "new-trail-mix" } });
  expect(reset.status).toBe(200);
  return reset.body;
}

describe("confirming an e-mail", () => {
  it("mails 'Confirm your e-mail' on registering; opened signed out, the link confirms and asks to sign in, and the account's session uses it up", async () => {
    const family = await register("rivera@example.com");
    expect(await profile(family.token)).toMatchObject({ email_confirmed: false, email_proven: false });
    await t.sendMail();
    expect(smtp.received[0]).toMatchObject({ recipients: ["rivera@example.com"], subject: "Confirm your e-mail" });
    expect(smtp.received[0]!.text).toContain("It works for 7 days");

    const token = await linkToken(family.email);
    const signedOut = { status: 200, body: { detail: answerWords("emailConfirmed"), email: family.email, claimed_orders: 0, sign_in_to_claim: true } };
    expect(await confirm(token)).toMatchObject(signedOut);
    expect(await profile(family.token)).toMatchObject({ email_confirmed: true, email_proven: false });
    expect(await confirm(token)).toMatchObject(signedOut);

    expect(await confirm(token, family.token)).toMatchObject({ status: 200, body: { email: family.email, claimed_orders: 0, sign_in_to_claim: false } });
    expect(await profile(family.token)).toMatchObject({ email_confirmed: true, email_proven: true });
    expect(await confirm(token, family.token)).toMatchObject({ status: 410, body: { detail: englishOf({ key: "confirmLinkDead" }) } });
  });

  it("refuses a link after 7 days; 'Send again' mails a new one, at most 5 an hour, until the address is proven", async () => {
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
    expect(answers.slice(0, CONFIRM_MAILS_MAX).map((a) => [a.status, a.body.detail])).toEqual(Array(CONFIRM_MAILS_MAX).fill([202, answerWords("confirmationSent")]));
    expect(answers[CONFIRM_MAILS_MAX]!.status).toBe(429);
    expect(await t.sendMail()).toBe(CONFIRM_MAILS_MAX);

    // Confirmed from a device signed in to nothing, the address can still be proven with a new link.
    expect((await confirm(await linkToken(family.email))).body.sign_in_to_claim).toBe(true);
    t.advance(CONFIRM_MAIL_WINDOW_MS);
    expect((await t.call("POST", "/api/users/confirm-email/send", { token: family.token })).status).toBe(202);
    expect((await confirm(await linkToken(family.email), family.token)).body.sign_in_to_claim).toBe(false);
    const again = await t.call("POST", "/api/users/confirm-email/send", { token: family.token });
    expect(again).toMatchObject({ status: 409, body: { detail: englishOf({ key: "alreadyConfirmed" }) } });
  });

  it("counts a password reset link as proof of the address", async () => {
    const family = await register("reset@example.com");
    const reset = await resetPassword(family.email);
    expect(reset.user).toMatchObject({ email_confirmed: true, email_proven: true });
  });
});

describe("guest orders and a family's e-mail", () => {
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
  const ownerOf = async (orderId: string) => (await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]!.userId;
  /** The account's purchase awards, by reason. */
  const purchaseAwards = async (userId: number) =>
    (await t.db.select({ reason: pointsLedger.reasonKey, points: pointsLedger.pointsAmount }).from(pointsLedger).where(and(eq(pointsLedger.userId, userId), like(pointsLedger.reasonKey, "order:%"))))
      .map((row) => `${row.reason} ${row.points}`)
      .sort();
  const HUNT_POINTS = purchasePoints(499);

  it("claims the completed guest orders placed with the address, whatever its case, once the account's session opens the link, and pays their points", async () => {
    const guest = [await paidHunt("Rivera@Example.com"), await paidHunt(" rivera@example.com")];
    const unpaid = (await t.call("POST", `/api/hunts/${huntId}/purchase`, { body: { customer_name: "Ada", customer_email: "rivera@example.com", customer_phone: "1", customer_address: "1", hunt_id: huntId, amount: 4.99, payment_method: "paypal" } })).body.order_id;
    const elsewhere = await paidHunt("someone-else@example.com");
    const other = await t.createUser("user", "other@example.com");
    const othersOwn = await paidHunt("rivera@example.com", other.token);

    const family = await register("rivera@example.com");
    const token = await linkToken(family.email);
    expect((await confirm(token)).body).toMatchObject({ claimed_orders: 0, sign_in_to_claim: true });
    expect(await historyIds(family.token)).toEqual([]);
    expect((await confirm(token, family.token)).body).toMatchObject({ claimed_orders: 2, sign_in_to_claim: false });
    expect(await historyIds(family.token)).toEqual([...guest].sort());
    expect(await purchaseAwards(family.id)).toEqual(guest.map((id) => `order:${id} ${HUNT_POINTS}`).sort());
    expect((await profile(family.token)).points_balance).toBe(WELCOME_BONUS_POINTS + 2 * HUNT_POINTS);

    expect(await ownerOf(unpaid)).toBeNull();
    expect(await ownerOf(elsewhere)).toBeNull();
    expect(await ownerOf(othersOwn)).toBe(other.id);
    expect(await historyIds(other.token)).toEqual([othersOwn]);
  });

  it("pays a claimed order's points once, however often and however concurrently the address is proven", async () => {
    const guest = await paidHunt("lopez@example.com");
    const family = await register("lopez@example.com");
    const first = await linkToken(family.email);
    await t.call("POST", "/api/users/confirm-email/send", { token: family.token });
    const second = await linkToken(family.email);
    // Both links at once from the family's session, and a password reset beside them.
    expect((await t.call("POST", "/api/users/forgot-password", { body: { email: family.email } })).status).toBe(200);
    const resetToken = await linkToken(family.email, RESET_PASSWORD_PATH);
    const answers = await Promise.all([
      confirm(first, family.token),
      confirm(second, family.token),
      t.call("POST", "/api/users/reset-password", { body: { token: resetToken, password: "new-trail-mix" } }),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 410)).toBe(true);
    expect(answers[2]!.status).toBe(200);
    expect(answers.reduce((sum, a) => sum + (a.body.claimed_orders ?? 0), 0)).toBe(1);
    expect(await purchaseAwards(family.id)).toEqual([`order:${guest} ${HUNT_POINTS}`]);
    // Proven again later: nothing more joins, nothing more is paid.
    await resetPassword(family.email);
    expect(await purchaseAwards(family.id)).toEqual([`order:${guest} ${HUNT_POINTS}`]);
    expect(await ownerOf(guest)).toBe(family.id);
  });

  it("gives a guest order completed after the address is proven to the account at once, with its points, and none to an account merely confirmed", async () => {
    const family = await register("lopez@example.com");
    const before = await paidHunt("LOPEZ@example.com");
    expect(await historyIds(family.token)).toEqual([]);
    await confirm(await linkToken(family.email), family.token);
    const after = await paidHunt("lopez@example.com");
    expect(await historyIds(family.token)).toEqual([before, after].sort());
    expect(await ownerOf(after)).toBe(family.id);
    expect(await purchaseAwards(family.id)).toEqual([before, after].map((id) => `order:${id} ${HUNT_POINTS}`).sort());

    const confirmedOnly = await register("confirmed@example.com");
    await confirm(await linkToken(confirmedOnly.email));
    const unclaimed = await paidHunt("confirmed@example.com");
    expect(await ownerOf(unclaimed)).toBeNull();
    expect(await purchaseAwards(confirmedOnly.id)).toEqual([]);
  });

  it("never gives a family's orders to a stranger who registered its address, even when the family opens the link", async () => {
    const past = await paidHunt("maya@example.com");
    const stranger = await register("maya@example.com", "Not Maya");
    // Maya opens the link she never asked for, signed out, or signed in to an account of her own.
    const token = await linkToken(stranger.email);
    const own = await t.createUser("user", "maya.own@example.com");
    expect((await confirm(token)).body).toMatchObject({ claimed_orders: 0, sign_in_to_claim: true });
    expect((await confirm(token, own.token)).body).toMatchObject({ claimed_orders: 0, sign_in_to_claim: true });
    const later = await paidHunt("maya@example.com");

    expect(await historyIds(stranger.token)).toEqual([]);
    expect(await historyIds(own.token)).toEqual([]);
    expect([await ownerOf(past), await ownerOf(later)]).toEqual([null, null]);
    expect(await purchaseAwards(stranger.id)).toEqual([]);
    expect(await profile(stranger.token)).toMatchObject({ email_confirmed: true, email_proven: false });
  });
});
