import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../lib/db";
import { AUTH_KEYS, useAuth } from "./auth";
import { applyPromo, cartSummary } from "../features/cart/cart-totals";
import { CART_KEY, cartCount, useCart } from "./cart";
import { huntAccess } from "./access";
import { huntProgressStore, roperProgressStore, type Explorers, type ProgressStore } from "./hunt-progress";

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

  it("totals with 8% tax, shipping only for Physical items, and SAVE10 fixed when applied", () => {
    useCart.getState().add(book(1, 20));
    expect(applyPromo("nope")).toBe(false);
    expect(applyPromo("save10")).toBe(true);
    useCart.getState().add(book(2, 30, "Physical + Digital"));
    expect(cartSummary(useCart.getState())).toEqual({ subtotalCents: 5000, discountCents: 200, taxCents: 400, shippingCents: 599, totalCents: 5799 });
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
});

describe("hunt progress", () => {
  const hydrated = (store: ProgressStore) => vi.waitFor(() => expect(store.getState().hydrated).toBe(true));
  const saved = async (key: string) => (await db.kv.get(key))?.value as { state: Record<string, unknown>; version: number } | undefined;

  it("moves progress saved before finds had a method to the current version: each found item a tap, found at the migration", async () => {
    const v1 = { quizAnswers: { "21": "Old rain" }, showQuiz: false, quizCompleted: false, totalScore: 0, badgeEarned: false };
    await db.kv.bulkPut([
      { key: "hunt_progress_41", value: { state: { ...v1, foundItems: [11, 12] }, version: 1 } },
      { key: "roper_progress", value: { state: { ...v1, foundClues: [3] }, version: 1 } },
    ]);
    const before = new Date().toISOString();
    const hunt = huntProgressStore(41);
    const roper = roperProgressStore();
    await Promise.all([hydrated(hunt), hydrated(roper)]);
    const after = new Date().toISOString();

    expect(hunt.getState()).toMatchObject({ found: [11, 12], quizAnswers: { "21": "Old rain" } });
    expect(hunt.getState().finds.map(({ item_id, method }) => [item_id, method])).toEqual([[11, "tap"], [12, "tap"]]);
    for (const { at } of hunt.getState().finds) expect(at >= before && at <= after).toBe(true);
    expect(roper.getState().finds).toMatchObject([{ item_id: 3, method: "tap" }]);
    // The migrated progress is saved back under the new version.
    await vi.waitFor(async () => expect((await saved("hunt_progress_41"))?.version).toBe(3));
    expect((await saved("hunt_progress_41"))?.state).toMatchObject({ foundItems: [11, 12], finds: hunt.getState().finds });
  });

  it("keeps version 2 progress as it was (its finds untouched, no explorers) and saves it as version 3", async () => {
    const finds = [
      { item_id: 11, method: "gps", at: "2025-06-01T10:00:00.000Z", distance_m: 12, accuracy_m: 6 },
      { item_id: 12, method: "word", at: "2025-06-01T10:05:00.000Z" },
    ];
    const v2 = { foundItems: [11, 12], finds, quizAnswers: { "21": "Old rain" }, showQuiz: true, quizCompleted: false, totalScore: 0, badgeEarned: false };
    await db.kv.put({ key: "hunt_progress_43", value: { state: v2, version: 2 } });
    const store = huntProgressStore(43);
    await hydrated(store);

    expect(store.getState()).toMatchObject({ found: [11, 12], finds, quizAnswers: { "21": "Old rain" }, showQuiz: true });
    expect(store.getState().explorers).toBeUndefined();
    await vi.waitFor(async () => expect((await saved("hunt_progress_43"))?.version).toBe(3));
    expect((await saved("hunt_progress_43"))?.state).toMatchObject({ foundItems: [11, 12], finds });
  });

  it("saves the explorers' turns, answers and spots with the progress, and a reset clears them", async () => {
    const store = huntProgressStore(44);
    await hydrated(store);
    const explorers: Explorers = {
      runs: [
        { name: "Maya", answers: { "21": "Old rain" }, submitted: true },
        { name: "Leo", answers: {}, submitted: false },
      ],
      turn: 1,
      spotted: { "11": "Leo" },
    };
    store.setState({ explorers });
    await vi.waitFor(async () => expect((await saved("hunt_progress_44"))?.state.explorers).toEqual(explorers));

    store.getState().reset();
    expect(store.getState().explorers).toBeUndefined();
    await vi.waitFor(async () => expect((await saved("hunt_progress_44"))?.state.explorers).toBeUndefined());
  });

  it("queues a completion with every explorer's result beside the best one's score and badge", async () => {
    const store = huntProgressStore(45);
    await hydrated(store);
    const explorers = [
      { name: "Maya", score: 30, badge_earned: true, spotted: 1 },
      { name: "Leo", score: 20, badge_earned: false, spotted: 0 },
    ];
    await store.getState().complete({ score: 30, badgeEarned: true, explorers }, null);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: "hunt.complete", payload: { hunt_id: 45, score: 30, badge_earned: true, explorers } });
    expect(store.getState()).toMatchObject({ quizCompleted: true, totalScore: 30, badgeEarned: true });
  });

  it("queues one completion when Submit is tapped twice before the first is written", async () => {
    const store = huntProgressStore(46);
    await hydrated(store);
    const result = { score: 30, badgeEarned: true };
    await Promise.all([store.getState().complete(result, null), store.getState().complete(result, null)]);
    expect(await db.outbox.where("kind").equals("hunt.complete").count()).toBe(1);
    await store.getState().complete(result, null);
    expect(await db.outbox.count()).toBe(1);
  });

  it("records how and when each item is found, only the first time, and a reset clears the finds", async () => {
    const store = huntProgressStore(42);
    await hydrated(store);
    expect(store.getState().markFound(11, 2, { method: "gps", distance_m: 12.5, accuracy_m: 8 })).toBe(true);
    expect(store.getState().markFound(11, 2, { method: "word" })).toBe(false);
    expect(store.getState().markFound(12, 2)).toBe(true);
    expect(store.getState().finds).toMatchObject([
      { item_id: 11, method: "gps", distance_m: 12.5, accuracy_m: 8 },
      { item_id: 12, method: "tap" },
    ]);
    expect(store.getState().showQuiz).toBe(true);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ found: [], finds: [] });
  });
});
