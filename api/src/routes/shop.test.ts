/** /api/shop through the whole app: the catalog in dollars, filters, defaults, and every admin write's guard. */
import { describe, expect, test } from "vitest";
import { BOOK_DEFAULTS } from "#shared/schemas/book";
import { books } from "../db/tables";
import { SEED_BOOKS } from "../services/seed/sample-content";
import { expectRefusals, withAdmin, type Refusal } from "../testing/admin-fixture";
import type { TestApp } from "../testing/test-app";

const stored = (t: TestApp) => t.db.select().from(books).orderBy(books.id);


describe("the catalog", () => {
  test("lists every book, bestsellers first then by id, prices in dollars", async () => {
    const { t } = await withAdmin("/api/shop/books", true);
    const res = await t.call("GET", "/api/shop/books");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(SEED_BOOKS.length);
    const items = res.body.items as { id: number; bestseller: boolean; price: number; image: string; cover_image: string }[];
    const expected = [...items].sort((a, b) => Number(b.bestseller) - Number(a.bestseller) || a.id - b.id);
    expect(items.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    expect(items.some((b) => b.bestseller)).toBe(true);
    expect(items.every((b) => b.image === b.cover_image)).toBe(true);
    const prices = new Set(items.map((b) => b.price));
    expect(prices).toEqual(new Set(SEED_BOOKS.map((b) => b.price)));
  });

  test("category and available filters, with totals of all matches", async () => {
    const { t } = await withAdmin("/api/shop/books", true);
    const category = SEED_BOOKS[0]!.category;
    const inCategory = SEED_BOOKS.filter((b) => b.category === category).length;
    const page = await t.call("GET", `/api/shop/books?category=${encodeURIComponent(category)}&limit=1`);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBe(inCategory);
    expect(page.body.items[0].category).toBe(category);

    const comingSoon = await t.call("GET", "/api/shop/books?available=false");
    expect(comingSoon.body.total).toBe(SEED_BOOKS.filter((b) => !b.available).length);
    expect(comingSoon.body.items.every((b: { available: boolean }) => !b.available)).toBe(true);
    expect((await t.call("GET", "/api/shop/books?category=Nothing")).body).toEqual({ items: [], total: 0, next: null });
    expect((await t.call("GET", "/api/shop/books?limit=0")).status).toBe(422);
  });

  test("categories are distinct and alphabetical", async () => {
    const { t } = await withAdmin("/api/shop/books", true);
    const expected = [...new Set(SEED_BOOKS.map((b) => b.category))].sort();
    expect((await t.call("GET", "/api/shop/categories")).body).toEqual({ items: expected, total: expected.length });
  });
});

describe("admin writes", () => {
  test("a book created with only a title takes a new book's defaults and shows as Coming Soon", async () => {
    const { t, create } = await withAdmin("/api/shop/books");
    const book = await create({ title: "Acadia Tide Pools" });
    expect(book).toMatchObject({
      title: "Acadia Tide Pools",
      price: BOOK_DEFAULTS.price,
      pages: BOOK_DEFAULTS.pages,
      category: BOOK_DEFAULTS.category,
      available: false,
      bestseller: false,
      difficulty: "Family Friendly",
      features: [],
      image: "",
      cover_image: "",
    });
    expect((await stored(t))[0]?.priceCents).toBe(1399);
    expect((await t.call("GET", "/api/shop/books?available=false")).body.items).toEqual([book]);
  });

  test("cover_image or image sets the cover; prices keep their cents", async () => {
    const { t, create } = await withAdmin("/api/shop/books");
    const a = await create({ title: "A", cover_image: "/uploads/a.png", price: 19.99 });
    const b = await create({ title: "B", image: "https://example.com/b.jpg", price: 0.1 });
    expect(a).toMatchObject({ image: "/uploads/a.png", cover_image: "/uploads/a.png", price: 19.99 });
    expect(b).toMatchObject({ image: "https://example.com/b.jpg", cover_image: "https://example.com/b.jpg", price: 0.1 });
    expect((await stored(t)).map((r) => r.priceCents)).toEqual([1999, 10]);
  });

  test("PUT changes only the fields sent", async () => {
    const { t, admin, create } = await withAdmin("/api/shop/books");
    const book = await create({ title: "Zion", price: 24.5, pages: 48, features: ["Map"], cover_image: "/uploads/z.png", bestseller: true });
    const res = await t.call("PUT", `/api/shop/books/${book.id}`, { token: admin.token, body: { available: true } });
    expect(res.body).toEqual({ ...book, available: true });
    const priced = await t.call("PUT", `/api/shop/books/${book.id}`, { token: admin.token, body: { price: 29.99, image: "/uploads/new.png" } });
    expect(priced.body).toEqual({ ...book, available: true, price: 29.99, image: "/uploads/new.png", cover_image: "/uploads/new.png" });
    expect((await t.call("GET", "/api/shop/books")).body.items).toEqual([priced.body]);
  });

  test("DELETE removes a book; an unknown book is 404", async () => {
    const { t, admin, create } = await withAdmin("/api/shop/books");
    const book = await create({ title: "Gone" });
    expect(await t.call("DELETE", `/api/shop/books/${book.id}`, { token: admin.token })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await stored(t)).toHaveLength(0);
    expect(await t.call("DELETE", `/api/shop/books/${book.id}`, { token: admin.token })).toMatchObject({
      status: 404,
      body: { detail: "Book not found" },
    });
  });

  test("every write needs an admin: 401 without a token, 403 for a user, nothing changed", async () => {
    const { t, create } = await withAdmin("/api/shop/books");
    const book = await create({ title: "Kept" });
    const user = await t.createUser("user");
    const before = await stored(t);
    const writes: [string, string, unknown][] = [
      ["POST", "/api/shop/books", { title: "Sneaky" }],
      ["PUT", `/api/shop/books/${book.id}`, { price: 0 }],
      ["DELETE", `/api/shop/books/${book.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect((await t.call(method, path, { body })).status).toBe(401);
      expect((await t.call(method, path, { body, token: user.token })).status).toBe(403);
    }
    expect(await stored(t)).toEqual(before);
  });

  test("invalid requests are refused with a readable detail and store nothing", async () => {
    const { t, admin, create } = await withAdmin("/api/shop/books");
    const book = await create({ title: "Kept", price: 20 });
    const before = await stored(t);
    const refusals: Refusal[] = [
      ["POST", "/api/shop/books", { price: 10 }, 422, /Title/],
      ["POST", "/api/shop/books", { title: "X", price: -1 }, 422, /price/],
      ["POST", "/api/shop/books", { title: "X", price: 13.999 }, 422, /two decimals/],
      ["POST", "/api/shop/books", { title: "X", price: "13.99" }, 422, /price/],
      ["POST", "/api/shop/books", { title: "X", pages: 0 }, 422, /pages/],
      ["POST", "/api/shop/books", { title: "X", difficulty: "Impossible" }, 422, /difficulty/],
      ["POST", "/api/shop/books", { title: "X", cover_image: "javascript:alert(1)" }, 422, /cover_image/],
      ["POST", "/api/shop/books", { title: "X", image: "data:image/png;base64,AAAA" }, 422, /image/],
      ["POST", "/api/shop/books", "{title:", 400, /Malformed JSON/],
      ["PUT", `/api/shop/books/${book.id}`, { price: -5 }, 422, /price/],
      ["PUT", `/api/shop/books/${book.id}`, { category: "" }, 422, /Category is required/],
      ["PUT", "/api/shop/books/999999", { price: 5 }, 404, /Book not found/],
      ["DELETE", "/api/shop/books/0", undefined, 404, /Book not found/],
    ];
    await expectRefusals(t, admin.token, refusals);
    expect(await stored(t)).toEqual(before);
  });
});
