/** The family's points history and hunt history, page by page (GET /api/users/points/history, /api/users/hunt-history). */
import { beforeEach, describe, expect, it } from "vitest";
import { HUNT_HISTORY_PAGE, POINTS_HISTORY_PAGE } from "#shared/rules/list-limit";
import { writeTx } from "../db";
import { huntCompletions, pointsLedger } from "../db/tables";
import { readEveryPage } from "../testing/paging";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let family: { id: number; token: string };
let neighbours: { id: number; token: string };

beforeEach(async () => {
  t = await createTestApp();
  family = await t.createUser("user");
  neighbours = await t.createUser("user");
  // Each list starts empty (a new account's welcome bonus would be one more entry to count).
  await writeTx(t.db, () => t.db.delete(pointsLedger));
});

/** Entries of one family at `at`; several share a millisecond, as a hunt's points and its badge bonus do. */
const lists = {
  points: {
    path: "/api/users/points/history",
    page: POINTS_HISTORY_PAGE,
    timeOf: (item: { created_at: string }) => item.created_at,
    add: async (userId: number, count: number, at: string) => {
      const rows = Array.from({ length: count }, (_, i) => ({ userId, transactionType: "earned" as const, pointsAmount: 10, description: `Found item ${i}`, createdAt: at }));
      const made = await writeTx(t.db, () => t.db.insert(pointsLedger).values(rows).returning({ id: pointsLedger.id }));
      return made.map((row) => row.id);
    },
  },
  hunts: {
    path: "/api/users/hunt-history",
    page: HUNT_HISTORY_PAGE,
    timeOf: (item: { completed_at: string }) => item.completed_at,
    add: async (userId: number, count: number, at: string) => {
      const rows = Array.from({ length: count }, () => ({ userId, huntKey: "roper", score: 175, badgeEarned: true, createdAt: at }));
      const made = await writeTx(t.db, () => t.db.insert(huntCompletions).values(rows).returning({ id: huntCompletions.id }));
      return made.map((row) => row.id);
    },
  },
};

describe.each(Object.entries(lists))("the family's %s history, page by page", (_name, list) => {
  type Item = { id: number; created_at: string; completed_at: string };
  const existing = async (userId: number) => [
    ...(await list.add(userId, 4, "2026-06-01T10:00:00.000Z")),
    ...(await list.add(userId, 3, "2026-06-02T10:00:00.000Z")),
    ...(await list.add(userId, 5, "2026-06-03T10:00:00.000Z")),
  ];

  it("reads every entry once, newest first, while the family and others add entries between pages", async () => {
    const before = await existing(family.id);
    await existing(neighbours.id);
    const { pages, items } = await readEveryPage<Item>(t, list.path, {
      token: family.token,
      limit: 5,
      between: async () => {
        await list.add(family.id, 2, "2026-06-04T10:00:00.000Z");
        await list.add(neighbours.id, 2, "2026-06-02T10:00:00.000Z");
      },
    });
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    const times = items.map((item) => list.timeOf(item));
    expect(times).toEqual([...times].sort().reverse());
    // Within a millisecond, the later entry first: the order is total, so every reader sees the same one.
    const sameTime = items.filter((item) => list.timeOf(item) === "2026-06-03T10:00:00.000Z").map((item) => item.id);
    expect(sameTime).toEqual([...sameTime].sort((a, b) => b - a));
  });

  it("shows the first page by default, says how many there are, and where the next page starts", async () => {
    await list.add(family.id, list.page + 3, "2026-06-01T10:00:00.000Z");
    await list.add(neighbours.id, 7, "2026-06-01T10:00:00.000Z");
    const first = await t.call("GET", list.path, { token: family.token });
    expect(first.body.items).toHaveLength(list.page);
    expect(first.body.total).toBe(list.page + 3);
    const rest = await t.call("GET", `${list.path}?cursor=${first.body.next}`, { token: family.token });
    expect(rest.body).toMatchObject({ total: list.page + 3, next: null });
    expect(rest.body.items).toHaveLength(3);
  });

  it("never shows another family's entries, even with that family's cursor", async () => {
    const theirs = await existing(neighbours.id);
    const mine = await existing(family.id);
    const first = await t.call("GET", `${list.path}?limit=5`, { token: neighbours.token });
    const { items } = await readEveryPage<Item>(t, `${list.path}?cursor=${first.body.next}`, { token: family.token, limit: 5 });
    expect(items.every((item) => mine.includes(item.id) && !theirs.includes(item.id))).toBe(true);
  });

  it("refuses a cursor it did not make, and a page size past the limit", async () => {
    for (const cursor of ["not-a-cursor", Buffer.from('["x"]').toString("base64url"), "%%%"]) {
      const answer = await t.call("GET", `${list.path}?cursor=${cursor}`, { token: family.token });
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    expect((await t.call("GET", `${list.path}?limit=1000`, { token: family.token })).status).toBe(422);
  });

  it("asks a visitor to sign in", async () => {
    expect((await t.call("GET", list.path)).status).toBe(401);
  });
});
