/**
 * Sign-in and registration limits under parallel bursts and from more than one address. Each burst is sent
 * at once, so every request is in flight before any password hash has finished.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app";

let t: TestApp;
const TOO_MANY_LOGINS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
const TOO_MANY_SIGNUPS = "Too many registrations from this network. Please try again later.";

beforeEach(async () => {
  t = await createTestApp();
});

const login = (email: string, password: string, path = "/api/users/login") => t.call("POST", path, { body: { email, password } });
const register = (email: string) =>
  t.call("POST", "/api/users/register", { body: { name: "Kid", email, phone: "555-0101", password: "secret1" } });

function tally(statuses: number[]) {
  return statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
}

describe("login limits under a parallel burst", () => {
  it("evaluates only 10 of 60 parallel wrong passwords for one e-mail and refuses the rest with 429", async () => {
    await t.createUser("user", "kid@example.com");
    const results = await Promise.all(Array.from({ length: 60 }, () => login("kid@example.com", "wrong-guess")));
    expect(tally(results.map((r) => r.status))).toEqual({ 401: 10, 429: 50 });
    expect(results.find((r) => r.status === 429)?.body).toEqual({ detail: TOO_MANY_LOGINS, key: "tooManySignIns" });
  });

  it("never signs in with the right password sent in a burst beyond the limit", async () => {
    await t.createUser("user", "kid@example.com");
    const burst = [...Array.from({ length: 59 }, () => login("kid@example.com", "wrong-guess")), login("kid@example.com", TEST_PASSWORD)];
    const results = await Promise.all(burst);
    expect(results.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(10);
    expect(results.some((r) => r.status === 200)).toBe(false);
    expect(results.at(-1)?.status).toBe(429);
  });
});

describe("login limits per address", () => {
  it("does not let a stranger's wrong passwords lock the admin out from the admin's own address", async () => {
    await t.createUser("admin", "boss@example.com");
    t.setAddress("203.0.113.9");
    const guesses = await Promise.all(Array.from({ length: 15 }, () => login("boss@example.com", "wrong-guess", "/api/auth/login")));
    expect(tally(guesses.map((r) => r.status))).toEqual({ 401: 10, 429: 5 });
    expect((await login("boss@example.com", TEST_PASSWORD, "/api/auth/login")).status).toBe(429);

    t.setAddress("198.51.100.7");
    const owner = await login("boss@example.com", TEST_PASSWORD, "/api/auth/login");
    expect(owner.status).toBe(200);
    expect(owner.body.user.role).toBe("admin");
    t.setAddress("203.0.113.9");
    expect((await login("boss@example.com", TEST_PASSWORD, "/api/auth/login")).status).toBe(429);
  });

  it("stops one address guessing across many e-mails after 50 failures, without touching other addresses", async () => {
    await t.createUser("user", "kid@example.com");
    t.setAddress("203.0.113.9");
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`guess${i}@example.com`, "wrong-guess")));
    expect(tally(results.map((r) => r.status))).toEqual({ 401: 50, 429: 10 });
    expect((await login("kid@example.com", TEST_PASSWORD)).status).toBe(429);
    t.setAddress("198.51.100.7");
    expect((await login("guess0@example.com", "wrong-guess")).status).toBe(401);
    expect((await login("kid@example.com", TEST_PASSWORD)).status).toBe(200);
  });

  it("does not count successful sign-ins against the address, nor let them wipe its failures", async () => {
    await t.createUser("user", "kid@example.com");
    const failures = await Promise.all(Array.from({ length: 49 }, (_, i) => login(`guess${i}@example.com`, "wrong-guess")));
    expect(failures.every((r) => r.status === 401)).toBe(true);
    // One after another: a sign-in still in flight holds its reservation, so a parallel pair would not both fit.
    for (let i = 0; i < 3; i++) expect((await login("kid@example.com", TEST_PASSWORD)).status).toBe(200);
    expect((await login("guess49@example.com", "wrong-guess")).status).toBe(401);
    expect((await login("kid@example.com", TEST_PASSWORD)).status).toBe(429);
  });

  it("locks an e-mail for everyone after 100 failures spread over many addresses, until the window passes", async () => {
    await t.createUser("user", "kid@example.com");
    for (let a = 0; a < 10; a++) {
      t.setAddress(`203.0.113.${a}`);
      const results = await Promise.all(Array.from({ length: 10 }, () => login("kid@example.com", "wrong-guess")));
      expect(results.every((r) => r.status === 401)).toBe(true);
    }
    t.setAddress("198.51.100.7");
    expect((await login("kid@example.com", TEST_PASSWORD)).body).toEqual({ detail: TOO_MANY_LOGINS, key: "tooManySignIns" });
    t.advance(15 * 60 * 1000 + 1);
    expect((await login("kid@example.com", TEST_PASSWORD)).status).toBe(200);
  });
});

describe("registration limit under a parallel burst", () => {
  it("lets 9 earlier and 21 of 45 parallel registrations through, then answers 429", async () => {
    for (let i = 0; i < 9; i++) expect((await register(`early${i}@example.com`)).status).toBe(201);
    const results = await Promise.all(Array.from({ length: 45 }, (_, i) => register(`burst${i}@example.com`)));
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 21, 429: 24 });
    expect(results.find((r) => r.status === 429)?.body).toEqual({ detail: TOO_MANY_SIGNUPS, key: "tooManyRegistrations" });
    t.setAddress("198.51.100.7");
    expect((await register("elsewhere@example.com")).status).toBe(201);
  });

  it("counts a refused duplicate as an attempt, but not a body that fails validation", async () => {
    expect((await register("kid@example.com")).status).toBe(201);
    for (let i = 0; i < 29; i++) expect((await register("kid@example.com")).status).toBe(409);
    const invalid = await t.call("POST", "/api/users/register", { body: { name: " ", email: "x@example.com", password: "secret1" } });
    expect(invalid.status).toBe(422);
    expect((await register("new@example.com")).status).toBe(429);
  });
});
