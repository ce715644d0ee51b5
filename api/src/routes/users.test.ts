import { beforeEach, describe, expect, it } from "vitest";
import { coupons } from "../db/tables";
import { writeTx } from "../db";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app";

let t: TestApp;
const newcomer = { name: "Maya Trail", email: "Maya@Example.com", phone: "555-0101", password: "secret1", marketing_consent: true };

beforeEach(async () => {
  t = await createTestApp();
});

async function addCoupon(code: string, pointsCost: number, remainingUses = 5, expiresAt: string | null = null) {
  await writeTx(t.db, () =>
    t.db.insert(coupons).values({ code, discountType: "fixed", discountAmount: 5, pointsCost, remainingUses, expiresAt, description: `${code} coupon` }),
  );
}

describe("registration", () => {
  it("creates the account with 100 welcome points and a working token", async () => {
    const res = await t.call("POST", "/api/users/register", { body: newcomer });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: "Maya Trail", email: "maya@example.com", role: "user", points_balance: 100, membership_tier: "free", marketing_consent: true });
    expect(res.body.user).not.toHaveProperty("passwordHash");
    const profile = await t.call("GET", "/api/users/profile", { token: res.body.access_token });
    expect(profile.body.points_balance).toBe(100);
    const history = await t.call("GET", "/api/users/points/history", { token: res.body.access_token });
    expect(history.body.items).toEqual([expect.objectContaining({ description: "Welcome bonus", transaction_type: "earned", points_amount: 100 })]);
  });

  it.each([
    [{ ...newcomer, name: "  " }, "Name is required"],
    [{ ...newcomer, email: "maya.example.com" }, "Valid email is required"],
    [{ ...newcomer, password: "12345" }, "Password must be at least 6 characters long"],
  ])("refuses %o with the product's message", async (body, message) => {
    const res = await t.call("POST", "/api/users/register", { body });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(message);
    expect((await t.call("POST", "/api/users/login", { body: { email: body.email, password: body.password } })).status).toBe(401);
  });

  it("refuses a second account for the same email, whatever its case", async () => {
    await t.call("POST", "/api/users/register", { body: newcomer });
    const res = await t.call("POST", "/api/users/register", { body: { ...newcomer, email: "MAYA@example.COM" } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("An account with this email already exists");
  });

  it("allows 30 registrations per address per hour, then answers 429", async () => {
    for (let i = 0; i < 30; i++) {
      const res = await t.call("POST", "/api/users/register", { body: { ...newcomer, email: `kid${i}@example.com` } });
      expect(res.status).toBe(201);
    }
    const blocked = await t.call("POST", "/api/users/register", { body: { ...newcomer, email: "late@example.com" } });
    expect(blocked.status).toBe(429);
    t.setAddress("10.9.8.7");
    expect((await t.call("POST", "/api/users/register", { body: { ...newcomer, email: "other@example.com" } })).status).toBe(201);
    t.setAddress("127.0.0.1");
    t.advance(60 * 60 * 1000 + 1);
    expect((await t.call("POST", "/api/users/register", { body: { ...newcomer, email: "later@example.com" } })).status).toBe(201);
  });
});

describe("login", () => {
  it("signs in any account at /users/login and only admins at /auth/login", async () => {
    const user = await t.createUser("user", "kid@example.com");
    const admin = await t.createUser("admin", "boss@example.com");
    const ok = await t.call("POST", "/api/users/login", { body: { email: "KID@example.com", password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(user.id);
    const refused = await t.call("POST", "/api/auth/login", { body: { email: "kid@example.com", password: TEST_PASSWORD } });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe("Invalid email or password");
    const adminOk = await t.call("POST", "/api/auth/login", { body: { email: "boss@example.com", password: TEST_PASSWORD } });
    expect(adminOk.status).toBe(200);
    expect(adminOk.body.user).toMatchObject({ id: admin.id, role: "admin" });
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    await t.createUser("user", "kid@example.com");
    const wrong = await t.call("POST", "/api/users/login", { body: { email: "kid@example.com", password: "nope-nope" } });
    const unknown = await t.call("POST", "/api/users/login", { body: { email: "ghost@example.com", password: "nope-nope" } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("locks an email after 10 failures in 15 minutes, even for the right password, then lets it in again", async () => {
    await t.createUser("user", "kid@example.com");
    for (let i = 0; i < 10; i++) {
      expect((await t.call("POST", "/api/users/login", { body: { email: "kid@example.com", password: "wrong-guess" } })).status).toBe(401);
    }
    const locked = await t.call("POST", "/api/users/login", { body: { email: "kid@example.com", password: TEST_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/15 minutes/);
    t.advance(15 * 60 * 1000 + 1);
    expect((await t.call("POST", "/api/users/login", { body: { email: "kid@example.com", password: TEST_PASSWORD } })).status).toBe(200);
  });

  it("answers 401 for an expired, forged or malformed token", async () => {
    const user = await t.createUser("user");
    t.advance(8 * 24 * 60 * 60 * 1000);
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).status).toBe(401);
    expect((await t.call("GET", "/api/users/profile", { token: "not.a.jwt" })).status).toBe(401);
    const [head, , sig] = user.token.split(".");
    const forgedBody = Buffer.from(JSON.stringify({ sub: user.id, role: "admin", exp: 9999999999 })).toString("base64url");
    expect((await t.call("GET", "/api/users/profile", { token: `${head}.${forgedBody}.${sig}` })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${forgedBody}.`;
    expect((await t.call("GET", "/api/users/profile", { token: none })).status).toBe(401);
  });
});

describe("profile", () => {
  it("updates name, phone and marketing consent only", async () => {
    const user = await t.createUser("user");
    const res = await t.call("PUT", "/api/users/profile", { token: user.token, body: { name: "New Name", phone: "555-0199", marketing_consent: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "New Name", phone: "555-0199", marketing_consent: true });
  });

  it.each([{ role: "admin" }, { email: "x@example.com" }, { points_balance: 99999 }, { membership_tier: "premium" }])(
    "refuses to change %o and changes nothing",
    async (body) => {
      const user = await t.createUser("user");
      const before = (await t.call("GET", "/api/users/profile", { token: user.token })).body;
      const res = await t.call("PUT", "/api/users/profile", { token: user.token, body: { name: "Sneaky", ...body } });
      expect(res.status).toBe(422);
      expect((await t.call("GET", "/api/users/profile", { token: user.token })).body).toEqual(before);
    },
  );

  it("requires a session", async () => {
    expect((await t.call("GET", "/api/users/profile")).status).toBe(401);
    expect((await t.call("PUT", "/api/users/profile", { body: { name: "x" } })).status).toBe(401);
    expect((await t.call("GET", "/api/users/points/history")).status).toBe(401);
  });
});

describe("points store", () => {
  it("lists unexpired coupons cheapest first, keeping sold-out ones", async () => {
    await addCoupon("TRAIL15", 500);
    await addCoupon("PARKS5", 100);
    await addCoupon("GONE", 50, 0);
    await addCoupon("OLD", 10, 5, "2020-01-01T00:00:00.000Z");
    const res = await t.call("GET", "/api/points-store/coupons");
    expect(res.body.items.map((c: { code: string }) => c.code)).toEqual(["GONE", "PARKS5", "TRAIL15"]);
    expect(res.body.total).toBe(3);
  });

  it("redeems a coupon: spends the points, takes one from stock, lists it for the user", async () => {
    await addCoupon("PARKS5", 100, 2);
    const user = await t.createUser("user");
    const res = await t.call("POST", "/api/users/redeem-coupon/parks5", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ coupon: { code: "PARKS5", remaining_uses: 1 }, points_spent: 100, points_balance: 0 });
    const mine = await t.call("GET", "/api/users/coupons", { token: user.token });
    expect(mine.body.items).toEqual([expect.objectContaining({ code: "PARKS5", points_spent: 100 })]);
    const history = await t.call("GET", "/api/users/points/history", { token: user.token });
    expect(history.body.items[0]).toMatchObject({ transaction_type: "spent", points_amount: 100 });
  });

  it("refuses without enough points, when sold out, expired, unknown, twice, or signed out — spending nothing", async () => {
    await addCoupon("BIG", 1000);
    await addCoupon("GONE", 10, 0);
    await addCoupon("OLD", 10, 5, "2020-01-01T00:00:00.000Z");
    await addCoupon("ONCE", 10, 5);
    const user = await t.createUser("user");
    const big = await t.call("POST", "/api/users/redeem-coupon/BIG", { token: user.token });
    expect(big.status).toBe(422);
    expect(big.body.detail).toBe("Not enough points: this needs 1000 and you have 100");
    expect((await t.call("POST", "/api/users/redeem-coupon/GONE", { token: user.token })).status).toBe(409);
    expect((await t.call("POST", "/api/users/redeem-coupon/OLD", { token: user.token })).status).toBe(410);
    expect((await t.call("POST", "/api/users/redeem-coupon/NOPE", { token: user.token })).status).toBe(404);
    expect((await t.call("POST", "/api/users/redeem-coupon/ONCE")).status).toBe(401);
    expect((await t.call("POST", "/api/users/redeem-coupon/ONCE", { token: user.token })).status).toBe(200);
    const twice = await t.call("POST", "/api/users/redeem-coupon/ONCE", { token: user.token });
    expect(twice.status).toBe(409);
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(90);
  });

  it("replays the first answer for a repeated Idempotency-Key instead of redeeming twice", async () => {
    await addCoupon("PARKS5", 10, 5);
    const user = await t.createUser("user");
    const headers = { "idempotency-key": "redeem-123" };
    const a = await t.call("POST", "/api/users/redeem-coupon/PARKS5", { token: user.token, headers });
    const b = await t.call("POST", "/api/users/redeem-coupon/PARKS5", { token: user.token, headers });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(90);
  });

  it("replays a redemption of a coupon's last use as it was, though redeeming again would now be refused", async () => {
    await addCoupon("LAST", 10, 1);
    const user = await t.createUser("user");
    const headers = { "idempotency-key": "redeem-last" };
    const first = await t.call("POST", "/api/users/redeem-coupon/LAST", { token: user.token, headers });
    const replay = await t.call("POST", "/api/users/redeem-coupon/LAST", { token: user.token, headers });
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.body).toEqual(first.body);
    expect((await t.call("POST", "/api/users/redeem-coupon/LAST", { token: user.token })).status).toBe(409);
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(90);
  });
});
