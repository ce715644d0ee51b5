// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/database/db";
import { readKv, writeKv } from "../../lib/database/kv";
import { useCart } from "../../stores/cart";
import { useToasts } from "../../stores/toasts";
import { stubFetch } from "../../testing/device";
import { fakePage } from "../../testing/paging";
import { pageNavigation } from "../../lib/payments/page-navigation";
import { BOOK_CATALOG, CATEGORIES_KEY, refreshShop } from "./shop-catalog";
import { SHOP_PAGE } from "#shared/rules/list-limit";
import type { Book } from "#shared/schemas/book";
import ShopPage from "./shop-page";
import { sampleBook } from "../../testing/books";
import { freshDeviceEachTest } from "../../testing/fresh-device";
import { componentTexts } from "../../components/component-texts";
import { shopTexts } from "./shop-texts";

const YELLOWSTONE = sampleBook({
  id: 1,
  bestseller: true,
  difficulty: "Intermediate",
  features: ["Geyser hunt", "Wildlife bingo", "Junior ranger quiz", "Map of trails", "Sticker sheet"],
});
const ZION = sampleBook({ id: 2, title: "Zion Adventure", category: "Digital Download", price: 17.99, pages: 32, features: ["Canyon clues"] });
const ACADIA = sampleBook({ id: 3, title: "Acadia Tide Pools", available: false, category: "Digital Download" });

const toast = () => useToasts.getState().toast;
const card = (title: string) => within(screen.getByRole("heading", { name: title }).closest("article")!);

async function renderShop() {
  render(
    <MemoryRouter>
      <ShopPage />
    </MemoryRouter>,
  );
  await screen.findByRole("heading", { name: YELLOWSTONE.title }, { timeout: 10_000 });
}

freshDeviceEachTest();
beforeEach(async () => {
  await db.books.bulkPut([ZION, YELLOWSTONE, ACADIA]);
  await writeKv(CATEGORIES_KEY, ["Digital Download", "Physical + Digital", "Printed Book"]);
});

describe("ShopPage", () => {
  it("shows each card's facts, badges and the first three features plus the rest counted", async () => {
    await renderShop();
    const yellowstone = card(YELLOWSTONE.title);
    expect(yellowstone.getByText("Bestseller")).toBeTruthy();
    expect(yellowstone.queryByText("Coming Soon")).toBeNull();
    expect(yellowstone.getByRole("img", { name: `Cover of ${YELLOWSTONE.title}` })).toBeTruthy();
    expect(yellowstone.getByText("Physical + Digital")).toBeTruthy();
    expect(yellowstone.getByText("$24.99")).toBeTruthy();
    expect(yellowstone.getByText(YELLOWSTONE.description)).toBeTruthy();
    expect(yellowstone.getByText("48 pages")).toBeTruthy();
    expect(yellowstone.getByText("Level: Intermediate")).toBeTruthy();
    expect(yellowstone.getByText("5 features")).toBeTruthy();
    expect(yellowstone.getByText("Junior ranger quiz")).toBeTruthy();
    expect(yellowstone.queryByText("Map of trails")).toBeNull();
    expect(yellowstone.getByText("+2 more features")).toBeTruthy();

    expect(card(ZION.title).queryByText(/more features/)).toBeNull();
    expect(card(ZION.title).getByText("1 feature")).toBeTruthy();
    const acadia = card(ACADIA.title);
    expect(acadia.getByText("Coming Soon")).toBeTruthy();
    expect(acadia.getByRole("button", { name: "Buy Now" }).hasAttribute("disabled")).toBe(true);
    // Bestsellers lead, as the server lists them.
    expect(screen.getAllByRole("heading", { level: 3 })[0]?.textContent).toBe(YELLOWSTONE.title);
  });

  it("loads the first cover at once and ahead of other images, and the rest only when scrolled near", async () => {
    await renderShop();
    const covers = screen.getAllByRole("img", { name: /^Cover of / });
    expect(covers.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
      ["eager", "high"],
      ["lazy", null],
      ["lazy", null],
    ]);
  });

  it("filters by the category chips and says when a category has no books", async () => {
    await renderShop();
    const chips = within(screen.getByRole("group", { name: "Filter by category" }));
    // The server's category list, read from the device, not just the categories of the books it has.
    await waitFor(() =>
      expect(chips.getAllByRole("button").map((b) => b.textContent)).toEqual(["All", "Digital Download", "Physical + Digital", "Printed Book"]),
    );

    fireEvent.click(chips.getByRole("button", { name: "Digital Download" }));
    expect(screen.queryByRole("heading", { name: YELLOWSTONE.title })).toBeNull();
    expect(screen.getByRole("heading", { name: ZION.title })).toBeTruthy();
    expect(screen.getByRole("heading", { name: ACADIA.title })).toBeTruthy();
    expect(chips.getByRole("button", { name: "Digital Download" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(chips.getByRole("button", { name: "Printed Book" }));
    expect(screen.getByText(shopTexts.en.noBooks())).toBeTruthy();

    fireEvent.click(chips.getByRole("button", { name: "All" }));
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });

  it("Add to Cart puts the book in the cart and says so", async () => {
    await renderShop();
    fireEvent.click(card(ZION.title).getByRole("button", { name: "Add to Cart" }));
    fireEvent.click(card(ZION.title).getByRole("button", { name: "Add to Cart" }));
    expect(useCart.getState().items).toMatchObject([{ id: 2, title: ZION.title, quantity: 2, price: 17.99 }]);
    expect(toast()).toMatchObject({ title: "Added to cart!", description: "Zion Adventure has been added to your cart.", durationMs: 3000 });
  });
});

const CREATE_ORDER = "/api/payments/paypal/create-order";
const APPROVAL_URL = "http://localhost/api/payments/sandbox/SBX-1";

/** Lets the order request and its reply run until the redirect timer is set (only setTimeout is faked). */
/** Waits (on real time: only setTimeout is faked) until the page has scheduled a timer. */
async function untilTimerScheduled() {
  const deadline = Date.now() + 5_000;
  while (vi.getTimerCount() === 0 && Date.now() < deadline) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

async function buyNow(title: string, childName = "", beforeContinue = () => {}) {
  fireEvent.click(card(title).getByRole("button", { name: "Buy Now" }));
  const dialog = await screen.findByRole("dialog", { name: "Personalize your book" });
  if (childName) fireEvent.change(within(dialog).getByLabelText("Child's name (optional)"), { target: { value: childName } });
  beforeContinue();
  fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
}

describe("Buy Now", () => {
  it("personalizes, shows Processing..., creates the order and leaves for the approval page after 1 s", async () => {
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    const fetch = stubFetch((url) =>
      url.pathname === CREATE_ORDER ? Response.json({ order_id: "ord-1", approval_url: APPROVAL_URL, amount: 26.99 }, { status: 201 }) : undefined,
    );
    await renderShop();
    // Faked only from here: the testing library's own waiting runs on real timers.
    await buyNow(YELLOWSTONE.title, "  Maya ", () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card(YELLOWSTONE.title).getByRole("button", { name: "Processing..." })).toBeTruthy();
    expect(card(ZION.title).getByRole("button", { name: "Buy Now" }).hasAttribute("disabled")).toBe(true);
    await untilTimerScheduled();

    const [, init] = fetch.mock.calls.find(([input]) => String(input).endsWith("/create-order"))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      book_id: 1,
      origin_url: window.location.origin,
      lang: "en",
      child_name: "Maya",
      special_occasion: null,
    });
    expect((init?.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9A-Z]{26}$/);

    act(() => vi.advanceTimersByTime(999));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith(APPROVAL_URL);
  });

  it("Cancel closes the dialog without starting a payment", async () => {
    const fetch = stubFetch();
    await renderShop();
    fireEvent.click(card(ZION.title).getByRole("button", { name: "Buy Now" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card(ZION.title).getByRole("button", { name: "Buy Now" })).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input).includes("create-order"))).toBe(false);
  });

  it.each([
    ["the server refuses", () => Response.json({ detail: "Zion Adventure is not available yet" }, { status: 422 })],
    ["the reply has no approval address", () => Response.json({ order_id: "ord-2" }, { status: 201 })],
  ])("shows the Payment Error toast and returns to idle when %s", async (_case, reply) => {
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    stubFetch((url) => (url.pathname === CREATE_ORDER ? reply() : undefined));
    await renderShop();
    await buyNow(ZION.title);
    await waitFor(() => expect(toast()?.title).toBe("Payment Error"));
    expect(toast()).toMatchObject({ description: componentTexts.en.paymentErrorText(), variant: "destructive" });
    expect(card(ZION.title).getByRole("button", { name: "Buy Now" }).hasAttribute("disabled")).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("says plainly that buying needs a connection when offline", async () => {
    stubFetch();
    await renderShop();
    await buyNow(ZION.title);
    await waitFor(() => expect(toast()?.title).toBe("You're offline"));
    expect(card(ZION.title).getByRole("button", { name: "Buy Now" })).toBeTruthy();
  });
});

describe("refreshShop", () => {
  it("saves the server's books and categories on the device, dropping books it no longer lists", async () => {
    stubFetch((url) => {
      if (url.pathname === "/api/shop/books") return Response.json({ items: [sampleBook({ id: 9, title: "Denali" })], total: 1 });
      if (url.pathname === "/api/shop/categories") return Response.json({ items: ["Physical + Digital"], total: 1 });
      return undefined;
    });
    expect(await refreshShop()).toBe(true);
    expect((await db.books.toArray()).map((b) => b.title)).toEqual(["Denali"]);
    expect(await readKv(CATEGORIES_KEY)).toEqual(["Physical + Digital"]);
  });
});

describe("a shop longer than a page", () => {
  const many = Array.from({ length: SHOP_PAGE + 6 }, (_, i) => sampleBook({ id: 100 + i, title: `Guide ${i}`, bestseller: false }));
  const serveShop = (books: Book[]) =>
    stubFetch((url) => {
      if (url.pathname === "/api/shop/categories") return Response.json({ items: ["Printed Book"], total: 1 });
      return url.pathname === "/api/shop/books" ? Response.json(fakePage(books, url)) : undefined;
    });

  it("shows the first page and loads the rest on request", async () => {
    await db.books.clear();
    serveShop(many);
    await refreshShop();
    render(
      <MemoryRouter>
        <ShopPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(`Showing ${SHOP_PAGE} of ${many.length}`, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText(`Showing ${many.length} of ${many.length}`)).toBeTruthy();
    expect(screen.getByRole("heading", { name: `Guide ${many.length - 1}` })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("keeps a book in the cart that the shop has not loaded, and one its refresh drops", async () => {
    const later = many.at(-1)!;
    useCart.getState().add(later);
    useCart.getState().add(ZION);
    serveShop(many);
    await refreshShop();
    expect(await db.books.get(later.id)).toBeUndefined();
    expect(await db.books.get(ZION.id)).toBeUndefined();
    expect(useCart.getState().items.map((item) => item.id)).toEqual([later.id, ZION.id]);
    expect(await readKv(BOOK_CATALOG.kvKey)).toMatchObject({ total: many.length });
  });
});

