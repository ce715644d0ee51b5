/**
 * "Forgot password?" end to end over real SMTP: one answer for every address, a link mailed to the
 * account that works once and for an hour, a new password under the rules of registration that signs
 * the family in and ends every older session, and at most 5 e-mails an hour per address and per account.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { RESET_PASSWORD_PATH } from "#shared/rules/account-mail";
import { linkIn } from "../../../scripts/lib/read-mail";
import { accountTokens } from "../db/tables";
import { RESET_TOKEN_TTL_MS } from "../services/accounts/account-tokens";
import { RESET_MAIL_WINDOW_MS, RESET_MAILS_MAX } from "../services/infrastructure/rate-limit";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from "../testing/test-app";
import { useTestSmtp } from "../testing/test-smtp";
import { answerWords } from "../texts";
import { englishOf } from "../errors";

const smtp = useTestSmtp();
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ mailTransport: smtp.transport() });
});

const ask = (email: string) => t.call("POST", "/api/users/forgot-password", { body: { email } });

/** Asks for a link for `email` and answers the token of the link that arrives. */
async function mailedToken(email: string): Promise<string> {
  const before = smtp.received.length;
  expect((await ask(email)).status).toBe(200);
  await t.sendMail();
  const mail = smtp.received[before];
  expect(mail?.recipients).toEqual([email]);
  const link = linkIn(mail!, `${TEST_ORIGIN}${RESET_PASSWORD_PATH}?token=`);
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get("token")!;
}

const reset = (token: string, password: string) => t.call("POST", "/api/users/reset-password", { body: { token, password } });

describe("password reset", () => {
  it("answers every address alike and mails a link only to an account's own address", async () => {
    const family = await t.createUser("user", "rivera@example.com");
    const known = await ask("Rivera@Example.com ");
    const unknown = await ask("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    expect(known.body).toEqual({ detail: answerWords("resetRequested") });
    expect(await t.sendMail()).toBe(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ recipients: [family.email], subject: "Reset your password" });
    const link = linkIn(mail!, `${TEST_ORIGIN}/reset-password?token=`)!;
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain("It works once, for 1 hour");
    // Only the token's hash is kept: the database alone cannot make the link.
    const token = new URL(link).searchParams.get("token")!;
    const [row] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, family.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(await t.db.select().from(accountTokens))).not.toContain(token);
  });

  it("sets a new password once, signs the family in, and ends every session issued before", async () => {
    const family = await t.createUser("user", "lopez@example.com");
    expect((await t.call("GET", "/api/users/profile", { token: family.token })).status).toBe(200);
    const token = await mailedToken(family.email);

    const done = await reset(token, "new-trail-password");
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ id: family.id, email: family.email });
    expect((await t.call("GET", "/api/users/profile", { token: done.body.access_token })).status).toBe(200);
    const old = await t.call("GET", "/api/users/profile", { token: family.token });
    expect(old).toMatchObject({ status: 401, body: { detail: "Your session has expired. Please sign in again." } });

    expect((await t.call("POST", "/api/users/login", { body: { email: family.email, password: TEST_PASSWORD } })).status).toBe(401);
    const signedIn = await t.call("POST", "/api/users/login", { body: { email: family.email, password: "new-trail-password" } });
    expect(signedIn.status).toBe(200);
    expect((await t.call("GET", "/api/users/profile", { token: signedIn.body.access_token })).status).toBe(200);

    expect(await reset(token, "another-password")).toMatchObject({ status: 410, body: { detail: englishOf({ key: "resetLinkDead" }) } });
    // The reset's own session survives the link's refusal.
    expect((await t.call("GET", "/api/users/profile", { token: done.body.access_token })).status).toBe(200);
  });

  it("refuses a link after its hour, and a link that was never sent", async () => {
    const family = await t.createUser();
    const token = await mailedToken(family.email);
    t.advance(RESET_TOKEN_TTL_MS - 1000);
    const early = await mailedToken(family.email);
    t.advance(1000);
    expect(await reset(token, "new-trail-password")).toMatchObject({ status: 410, body: { detail: englishOf({ key: "resetLinkDead" }) } });
    expect((await reset("not-a-real-token", "new-trail-password")).status).toBe(410);
    expect((await reset(early, "new-trail-password")).status).toBe(200);
  });

  it("holds a new password to the rules of registration, and keeps the link usable after a refusal", async () => {
    const family = await t.createUser();
    const token = await mailedToken(family.email);
    expect(await reset(token, "short")).toMatchObject({ status: 422, body: { detail: englishOf({ key: "passwordTooShort" }) } });
    expect((await t.call("POST", "/api/users/reset-password", { body: { password: "new-trail-password" } })).status).toBe(422);
    expect((await reset(token, "new-trail-password")).status).toBe(200);
  });

  it("retires the account's older links when a newer one is used", async () => {
    const family = await t.createUser();
    const first = await mailedToken(family.email);
    const second = await mailedToken(family.email);
    expect((await reset(second, "new-trail-password")).status).toBe(200);
    expect((await reset(first, "other-trail-password")).status).toBe(410);
  });

  it("mails at most 5 links an hour per client address and per account, answering every request alike", async () => {
    const rivera = await t.createUser();
    const lopez = await t.createUser();
    t.setAddress("203.0.113.1");
    const answers = [];
    for (let i = 0; i <= RESET_MAILS_MAX; i++) answers.push(await ask(rivera.email));
    expect(answers.map((a) => [a.status, a.body.detail])).toEqual(Array(RESET_MAILS_MAX + 1).fill([200, answerWords("resetRequested")]));
    expect(await t.sendMail()).toBe(RESET_MAILS_MAX);

    // The account is full from any address; the address is full for any account, or none.
    t.setAddress("203.0.113.2");
    expect((await ask(rivera.email)).status).toBe(200);
    expect(await t.sendMail()).toBe(0);
    t.setAddress("203.0.113.1");
    expect((await ask(lopez.email)).status).toBe(200);
    expect(await t.sendMail()).toBe(0);
    t.setAddress("203.0.113.3");
    expect((await ask(lopez.email)).status).toBe(200);
    expect(await t.sendMail()).toBe(1);

    t.advance(RESET_MAIL_WINDOW_MS);
    t.setAddress("203.0.113.1");
    expect((await ask(rivera.email)).status).toBe(200);
    expect(await t.sendMail()).toBe(1);
    expect(smtp.received.filter((mail) => mail.recipients[0] === rivera.email)).toHaveLength(RESET_MAILS_MAX + 1);
  });
});
