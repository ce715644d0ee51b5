import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../lib/database/db";
import { AUTH_KEYS, useAuth } from "./auth";
import { CART_KEY } from "../lib/database/store-keys";
import { cartCount, useCart } from "./cart";
import { huntAccess } from "./access";

const book = (id: number, price: number, category = "Digital Download") => ({ id, title: `Book ${id}`, image: "", category, pages: 32, price });
const user = { id: 1, name: "Maya", email: "maya@example.com", phone: "", role: "user" as const, points_balance: 100, membership_tier: "free" as const, marketing_consent: false, created_at: "", purchase_history: [] };

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  useCart.setState({ items: [], promoCode: null, discountCents: 0 });
  useAuth.setState({ token: null, user: null, adminToken: null, adminUser: null });
});

describe("cart", () => {
  it("adds a new item at 1, raises an existing one by 1, and removes at quantity 0", () => {
    const cart = useCart.getState();
    cart.add(book(1, 19.99));
    cart.add(book(1, 19.99));
    cart.add(book(2, 24.99));
    expect(useCart.getState().items.map((i) => [i.id, i.quantity])).toEqual([[1, 2], [2, 1]]);
    expect(cartCount(useCart.getState().items)).toBe(3);
    useCart.getState().setQuantity(1, 0);
    expect(useCart.getState().items.map((i) => i.id)).toEqual([2]);
  });

  it("is saved to the device under the national parks cart key", async () => {
    useCart.getState().add(book(1, 19.99));
    await new Promise((r) => setTimeout(r, 20));
    const stored = (await db.kv.get(CART_KEY))?.value as { state: { items: unknown[] }; version: number };
    expect(stored.version).toBe(1);
    expect(stored.state.items).toHaveLength(1);
  });
});

describe("auth", () => {
  it("keeps a regular session under auth_token and user_data, and clears all four keys on sign-out", async () => {
    // Each call resolves once the device has saved it: no waiting on a timer.
    await useAuth.getState().signIn({ access_token: "t".repeat(60), user }, false);
    expect((await db.kv.get(AUTH_KEYS.token))?.value).toBe("t".repeat(60));
    expect((await db.kv.get(AUTH_KEYS.user))?.value).toMatchObject({ name: "Maya" });
    expect(await db.kv.get(AUTH_KEYS.adminToken)).toBeUndefined();
    await useAuth.getState().signOut();
    for (const key of Object.values(AUTH_KEYS)) expect(await db.kv.get(key)).toBeUndefined();
  });

  it("forces the admin role for an admin session and stores it in the admin keys too", async () => {
    useAuth.getState().signIn({ access_token: "a".repeat(60), user }, true);
    expect(useAuth.getState().user?.role).toBe("admin");
    await new Promise((r) => setTimeout(r, 20));
    expect((await db.kv.get(AUTH_KEYS.adminUser))?.value).toMatchObject({ role: "admin" });
  });

  it("restores auth_token first, else admin_token", async () => {
    await db.kv.bulkPut([
      { key: AUTH_KEYS.adminToken, value: "admin-token" },
      { key: AUTH_KEYS.adminUser, value: { ...user, role: "admin" } },
    ]);
    await useAuth.persist.rehydrate();
    expect(useAuth.getState()).toMatchObject({ token: "admin-token", loading: false });
    expect(useAuth.getState().user?.role).toBe("admin");
  });

  it("updates points locally", () => {
    useAuth.getState().signIn({ access_token: "t".repeat(60), user }, false);
    useAuth.getState().setPoints(150);
    expect(useAuth.getState().user?.points_balance).toBe(150);
  });
});

describe("hunt access", () => {
  const none = { purchased: {} };
  it("opens free hunts, purchased ones and everything for members; locks the rest", () => {
    expect(huntAccess(0, 1, none, { active: false })).toBe("free");
    expect(huntAccess(2.99, 1, none, { active: false })).toBe("locked");
    expect(huntAccess(2.99, 1, { purchased: { "1": true } }, { active: false })).toBe("purchased");
    expect(huntAccess(2.99, 1, none, { active: true })).toBe("member");
  });

  it("opens a paid hunt to a team of a group still going for that hunt, and no other", () => {
    expect(huntAccess(2.99, 1, none, { active: false }, new Set([1]))).toBe("group");
    expect(huntAccess(2.99, 2, none, { active: false }, new Set([1]))).toBe("locked");
  });
});
