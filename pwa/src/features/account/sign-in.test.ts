// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "../../stores/auth";
import { logIn, TOKEN_PAIR_MIN_LENGTH } from "./sign-in";
import { LONG_TOKEN, resetDevice, route, sampleUser, stubFetch } from "./test-support";

beforeEach(async () => {
  await resetDevice();
});
afterEach(() => vi.unstubAllGlobals());

describe("logIn with a pre-issued token pair", () => {
  it("stores a token longer than 50 characters and its user without any call", async () => {
    const fetch = stubFetch();
    const user = sampleUser();
    expect(LONG_TOKEN.length).toBeGreaterThan(TOKEN_PAIR_MIN_LENGTH);

    const result = await logIn(LONG_TOKEN, user);

    expect(result).toEqual({ success: true, user });
    expect(fetch).not.toHaveBeenCalled();
    expect(useAuth.getState()).toMatchObject({ token: LONG_TOKEN, user, adminToken: null });
  });

  it("refuses a token of exactly 50 characters, still without a call", async () => {
    const fetch = stubFetch();
    const result = await logIn("t".repeat(TOKEN_PAIR_MIN_LENGTH), sampleUser());
    expect(result).toEqual({ success: false, error: "Login failed", offline: false });
    expect(fetch).not.toHaveBeenCalled();
    expect(useAuth.getState().token).toBeNull();
  });

  it("refuses a pair whose user is not a user", async () => {
    stubFetch();
    const result = await logIn(LONG_TOKEN, { name: "no email" } as never);
    expect(result.success).toBe(false);
    expect(useAuth.getState().user).toBeNull();
  });
});

describe("logIn with email and password", () => {
  it("keeps an admin who signs in here as an admin session", async () => {
    const admin = sampleUser({ role: "admin", name: "Grace" });
    stubFetch(route("POST", "/api/users/login", () => Response.json({ access_token: LONG_TOKEN, token_type: "bearer", user: admin })));
    await logIn("grace@example.com", "secret123");
    expect(useAuth.getState()).toMatchObject({ token: LONG_TOKEN, adminToken: LONG_TOKEN, user: { role: "admin" } });
  });
});
