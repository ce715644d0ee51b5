import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_HUNTS_PAGE, HUNTS_PAGE } from "#shared/rules/list-limit";
import { writeTx } from "../db";
import { hunts } from "../db/tables";
import { readEveryPage } from "../testing/paging";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let adminToken: string;

beforeEach(async () => {
  t = await createTestApp();
  adminToken = (await t.createUser("admin")).token;
});

interface Listed {
  id: number;
  featured: boolean;
  published: boolean;
}

/** Hunts written straight into the table, `featured` and `published` as asked; answers their ids. */
async function writeHunts(count: number, flags: { featured?: boolean; published?: boolean } = {}): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `Hunt ${i}`,
    difficulty: "easy" as const,
    featured: flags.featured ?? false,
    published: flags.published ?? true,
  }));
  const written = await writeTx(t.db, () => t.db.insert(hunts).values(rows).returning({ id: hunts.id }));
  return written.map((row) => row.id);
}

/** The catalog's order: featured first, then by id. */
const inCatalogOrder = (items: Listed[]) => [...items].sort((a, b) => Number(b.featured) - Number(a.featured) || a.id - b.id);

describe("the hunts catalog, page by page", () => {
  it("reads every published hunt once, featured first, while the admin adds hunts between pages", async () => {
    const before = [...(await writeHunts(4, { featured: true })), ...(await writeHunts(9)), ...(await writeHunts(3, { featured: true }))];
    await writeHunts(2, { published: false });
    const { pages, items } = await readEveryPage<Listed>(t, "/api/hunts", {
      key: "hunts",
      limit: 5,
      between: async (page) => void (await writeHunts(1, { featured: page % 2 === 0 })),
    });
    const ids = items.map((hunt) => hunt.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(before));
    expect(items.every((hunt) => hunt.published)).toBe(true);
    expect(items).toEqual(inCatalogOrder(items));
    expect(pages[0]!.map((hunt) => hunt.featured)).toEqual([true, true, true, true, true]);
  });

  it("lists drafts for the admin, in the same order", async () => {
    const drafts = await writeHunts(3, { published: false, featured: true });
    const live = await writeHunts(4);
    const { items } = await readEveryPage<Listed>(t, "/api/hunts", {
      key: "hunts", token: adminToken, limit: 2 });
    expect(items.map((hunt) => hunt.id)).toEqual([...drafts, ...live]);
  });

  it("shows a family's first screen and the admin's, and where the next page starts", async () => {
    await writeHunts(ADMIN_HUNTS_PAGE + 1);
    const family = await t.call("GET", "/api/hunts");
    expect(family.body.hunts).toHaveLength(HUNTS_PAGE);
    expect(family.body.total).toBe(ADMIN_HUNTS_PAGE + 1);
    expect(family.body.next).toEqual(expect.any(String));
    const admin = await t.call("GET", "/api/hunts", { token: adminToken });
    expect(admin.body.hunts).toHaveLength(ADMIN_HUNTS_PAGE);
    const rest = await t.call("GET", `/api/hunts?cursor=${admin.body.next}`, { token: adminToken });
    expect(rest.body).toMatchObject({ total: ADMIN_HUNTS_PAGE + 1, next: null });
    expect(rest.body.hunts).toHaveLength(1);
  });

  it("keeps a few hunts on one page, as the sample catalog is", async () => {
    await writeHunts(7);
    const first = await t.call("GET", "/api/hunts");
    expect(first.body).toMatchObject({ total: 7, next: null });
    expect(first.body.hunts).toHaveLength(7);
  });

  it("refuses a cursor it did not make, of any shape", async () => {
    await writeHunts(3);
    const cursors = ["not-a-cursor", Buffer.from("[1]").toString("base64url"), Buffer.from('[true,"x"]').toString("base64url"), Buffer.from('["x",1]').toString("base64url")];
    for (const cursor of cursors) {
      for (const token of [undefined, adminToken]) {
        const answer = await t.call("GET", `/api/hunts?cursor=${cursor}`, { token });
        expect(answer.status, cursor).toBe(422);
        expect(answer.body.detail).toEqual(expect.any(String));
      }
    }
  });
});
