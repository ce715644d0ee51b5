// @vitest-environment jsdom
import "fake-indexeddb/auto";
import Dexie, { type ObservabilitySet } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/database/db";
import { AUTH_KEYS, useAuth } from "../../stores/auth";
import { logIn, TOKEN_PAIR_MIN_LENGTH } from "./sign-in";
import { LONG_TOKEN, resetDevice, route, sampleUser, stubFetch } from "../../testing/account-screens";

beforeEach(async () => {
  await resetDevice();
});
afterEach(() => vi.unstubAllGlobals());

/** The tables whose writes were committed (what is still there when the page closes) while watching. */
function watchCommits() {
  const tables = new Set<string>();
  const listener = (parts: ObservabilitySet) => {
    for (const part of Object.keys(parts)) tables.add(part.split("/")[3] ?? part);
  };
  Dexie.on("storagemutated", listener);
  return { tables: () => [...tables], stop: () => Dexie.on.storagemutated.unsubscribe(listener) };
}

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
    expect(result).toEqual({ success: false, error: "Login failed", key: "loginFailed", offline: false });
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

describe("a sign-in and the page that follows", () => {
  it("resolves only once the session is saved on the device, so a reload straight after keeps it", async () => {
    await db.kv.get(AUTH_KEYS.token); // lets the reset's own write finish first
    const saved = watchCommits();
    stubFetch(route("POST", "/api/users/login", () => Response.json({ access_token: LONG_TOKEN, token_type: "bearer", user: sampleUser() })));
    try {
      const result = await logIn("maya@example.com", "secret123");
      expect(result.success).toBe(true);
      expect(saved.tables()).toContain("kv");
    } finally {
      saved.stop();
    }
  });
});
