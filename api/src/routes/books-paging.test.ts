import { beforeEach, describe, expect, it } from "vitest";
import { SHOP_PAGE } from "#shared/rules/list-limit";
import { writeTx } from "../db";
import { books } from "../db/tables";
import { readEveryPage } from "../testing/paging";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

interface Listed {
  id: number;
  bestseller: boolean;
  category: string;
}

/** Books written straight into the table; answers their ids. */
async function writeBooks(count: number, flags: { bestseller?: boolean; category?: string } = {}): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `Guide ${i}`,
    priceCents: 1799,
    pages: 32,
    category: flags.category ?? "Printed Book",
    bestseller: flags.bestseller ?? false,
    available: true,
    features: [],
  }));
  const written = await writeTx(t.db, () => t.db.insert(books).values(rows).returning({ id: books.id }));
  return written.map((row) => row.id);
}

/** The shop's order: bestsellers first, then by id. */
const shopOrder = (items: Listed[]) => [...items].sort((a, b) => Number(b.bestseller) - Number(a.bestseller) || a.id - b.id);

describe("the shop's books, page by page", () => {
  it("reads every book once, bestsellers first, while books are added between pages", async () => {
    const before = [...(await writeBooks(3)), ...(await writeBooks(4, { bestseller: true })), ...(await writeBooks(5))];
    const { pages, items } = await readEveryPage<Listed>(t, "/api/shop/books", {
      limit: 5,
      between: async (page) => void (await writeBooks(1, { bestseller: page === 1 })),
    });
    const ids = items.map((book) => book.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(before));
    expect(items).toEqual(shopOrder(items));
    expect(pages[0]!.slice(0, 4).every((book) => book.bestseller)).toBe(true);
  });

  it("pages one category by cursor", async () => {
    const digital = await writeBooks(5, { category: "Digital Download" });
    await writeBooks(3);
    const { items } = await readEveryPage<Listed>(t, "/api/shop/books?category=Digital%20Download", { limit: 2 });
    expect(items.map((book) => book.id)).toEqual(digital);
  });

  it("answers a shop page with how many books there are and the cursor of the next page", async () => {
    await writeBooks(SHOP_PAGE + 2);
    const first = await t.call("GET", `/api/shop/books?limit=${SHOP_PAGE}`);
    expect(first.body.items).toHaveLength(SHOP_PAGE);
    expect(first.body).toMatchObject({ total: SHOP_PAGE + 2, next: expect.any(String) });
    const rest = await t.call("GET", `/api/shop/books?limit=${SHOP_PAGE}&cursor=${first.body.next}`);
    expect(rest.body.items).toHaveLength(2);
    expect(rest.body.next).toBeNull();
  });

  it("keeps offset working, and its default of the whole shop", async () => {
    const ids = await writeBooks(6);
    const offset = await t.call("GET", "/api/shop/books?limit=2&offset=4");
    expect(offset.body).toMatchObject({ total: 6, next: null });
    expect(offset.body.items.map((book: Listed) => book.id)).toEqual(ids.slice(4));
    expect((await t.call("GET", "/api/shop/books")).body.items).toHaveLength(6);
  });

  it("refuses a cursor it did not make", async () => {
    await writeBooks(3);
    for (const cursor of ["not-a-cursor", Buffer.from("[true]").toString("base64url"), Buffer.from('["yes",1]').toString("base64url")]) {
      const answer = await t.call("GET", `/api/shop/books?cursor=${cursor}`);
      expect(answer.status, cursor).toBe(422);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
  });
});
