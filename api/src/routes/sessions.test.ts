/**
 * Sessions end on the server: "Sign out" ends the one that asks, "Sign out of every device" all of the
 * account's, a password change every other one, and an admin all of a family's. An ended session's token
 * answers 401 on every route, the outbox's included; a token from before sessions had ids is refused
 * like an expired one, and sessions that have expired leave the database as new ones open.
 */
import { eq } from "drizzle-orm";
import { sign } from "hono/jwt";
import { beforeEach, describe, expect, it } from "vitest";
import { pageViews, sessions } from "../db/tables";
import { LOGIN_FAILURES_MAX } from "../services/infrastructure/rate-limit";
import { TOKEN_TTL_SECONDS } from "../services/accounts/tokens";
import { createTestApp, TEST_JWT_SECRET, TEST_PASSWORD, type TestApp } from "../testing/test-app";
import { answerWords } from "../texts";
import { englishOf } from "../errors";

const EXPIRED = { status: 401, body: { detail: "Your session has expired. Please sign in again." } };
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

/** A new session of the account, as a sign-in on another device opens one. */
async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.call("POST", "/api/users/login", { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.access_token;
}

const profile = (token: string) => t.call("GET", "/api/users/profile", { token });
const view = (id: string) => ({ id, kind: "analytics.view", createdAt: Date.now(), payload: { page: "/map", referrer: "", user_agent: "test" } });
const changePassword = (token: string, current_password: string, new_password: string) =>
  t.call("POST", "/api/users/change-password", { token, body: { current_password, new_password } });

describe("signing out", () => {
  it("ends the session on the server: its token answers 401 on every route and in the outbox, the family's other devices stay signed in", async () => {
    const family = await t.createUser();
    const phone = await signIn(family.email);
    expect((await t.call("POST", "/api/users/logout", { token: phone })).status).toBe(204);

    expect(await profile(phone)).toMatchObject(EXPIRED);
    expect(await t.call("GET", "/api/users/points/history", { token: phone })).toMatchObject(EXPIRED);
    expect(await t.call("POST", "/api/sync", { token: phone, body: { mutations: [view("01JDSIGNEDOUT0000001")] } })).toMatchObject(EXPIRED);
    expect(await t.db.select().from(pageViews)).toEqual([]);
    expect((await t.call("POST", "/api/users/logout", { token: phone })).status).toBe(401);
    expect((await profile(family.token)).status).toBe(200);
  });

  it("ends every session of the account with 'Sign out of every device', the one that asked included", async () => {
    const family = await t.createUser();
    const other = await t.createUser();
    const devices = [family.token, await signIn(family.email), await signIn(family.email)];
    const res = await t.call("POST", "/api/users/logout-everywhere", { token: devices[1] });
    expect(res).toMatchObject({ status: 200, body: { ended_sessions: 3 } });
    for (const token of devices) expect(await profile(token)).toMatchObject(EXPIRED);
    expect((await profile(other.token)).status).toBe(200);
    // Signing in again opens a new session as before.
    expect((await profile(await signIn(family.email))).status).toBe(200);
  });

  it("refuses a token issued before sessions had ids, as an expired one", async () => {
    const family = await t.createUser();
    const iat = Math.floor(Date.now() / 1000);
    const before = await sign({ sub: family.id, role: "user", sv: 0, iat, exp: iat + 3600 }, TEST_JWT_SECRET, "HS256");
    expect(await profile(before)).toMatchObject(EXPIRED);
    expect(await t.call("POST", "/api/sync", { token: before, body: { mutations: [view("01JDOLDTOKEN00000001")] } })).toMatchObject(EXPIRED);
  });

  it("deletes sessions that have expired as new ones open", async () => {
    const family = await t.createUser();
    await t.call("POST", "/api/users/logout", { token: await signIn(family.email) });
    t.advance(TOKEN_TTL_SECONDS * 1000);
    expect(await profile(family.token)).toMatchObject(EXPIRED);
    const fresh = await signIn(family.email);
    expect(await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, family.id))).toHaveLength(1);
    expect((await profile(fresh)).status).toBe(200);
  });
});

describe("changing the password", () => {
  it("signs every other device out and keeps this one signed in", async () => {
    const family = await t.createUser();
    const laptop = await signIn(family.email);
    const res = await changePassword(family.token, TEST_PASSWORD, "new-trail-password");
    expect(res).toMatchObject({ status: 200, body: { detail: answerWords("passwordChangedOthersSignedOut") } });
    expect((await profile(family.token)).status).toBe(200);
    expect(await profile(laptop)).toMatchObject(EXPIRED);
    expect((await t.call("POST", "/api/users/login", { body: { email: family.email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await profile(await signIn(family.email, "new-trail-password"))).status).toBe(200);
  });

  it("refuses a wrong current password with a clear message, and a new one that breaks the rules of registration", async () => {
    const family = await t.createUser();
    const laptop = await signIn(family.email);
    expect(await changePassword(family.token, "not-my-password", "new-trail-password")).toMatchObject({ status: 403, body: { detail: englishOf({ key: "currentPasswordWrong" }) } });
    expect(await changePassword(family.token, TEST_PASSWORD, "short")).toMatchObject({ status: 422, body: { detail: englishOf({ key: "passwordTooShort" }) } });
    expect(await changePassword(family.token, "", "new-trail-password")).toMatchObject({ status: 422, body: { detail: englishOf({ key: "currentPasswordRequired" }) } });
    // Nothing changed: the old password still signs in, and no device was signed out.
    expect((await profile(laptop)).status).toBe(200);
    expect((await profile(await signIn(family.email))).status).toBe(200);
    expect((await changePassword(family.token, TEST_PASSWORD, "new-trail-password")).status).toBe(200);
    expect((await t.call("POST", "/api/users/change-password", { body: { current_password: TEST_PASSWORD, new_password: "x-trail-password" } })).status).toBe(401);
  });

  it("counts wrong current passwords with the sign-in attempts, so a borrowed session guesses no faster than the login page", async () => {
    const family = await t.createUser();
    for (let i = 0; i < LOGIN_FAILURES_MAX; i++) expect((await changePassword(family.token, `guess-${i}`, "new-trail-password")).status).toBe(403);
    const locked = await changePassword(family.token, TEST_PASSWORD, "new-trail-password");
    expect(locked).toMatchObject({ status: 429, body: { detail: "Too many failed sign-in attempts. Please wait 15 minutes and try again." } });
    expect((await t.call("POST", "/api/users/login", { body: { email: family.email, password: TEST_PASSWORD } })).status).toBe(429);
  });
});

describe("an admin ending a family's sessions", () => {
  it("signs the family out on every device, for admins only", async () => {
    const admin = await t.createUser("admin");
    const family = await t.createUser();
    const phone = await signIn(family.email);
    const neighbour = await t.createUser();
    const path = `/api/admin/users/${family.id}/sessions`;

    expect((await t.call("DELETE", path)).status).toBe(401);
    expect((await t.call("DELETE", path, { token: neighbour.token })).status).toBe(403);
    expect((await profile(phone)).status).toBe(200);

    expect(await t.call("DELETE", path, { token: admin.token })).toMatchObject({ status: 200, body: { ended_sessions: 2 } });
    expect(await profile(phone)).toMatchObject(EXPIRED);
    expect(await profile(family.token)).toMatchObject(EXPIRED);
    expect((await profile(neighbour.token)).status).toBe(200);
    expect((await t.call("GET", "/api/admin/mail", { token: admin.token })).status).toBe(200);
    expect(await t.call("DELETE", "/api/admin/users/999999/sessions", { token: admin.token })).toMatchObject({ status: 404, body: { detail: "Account not found" } });
  });
});
