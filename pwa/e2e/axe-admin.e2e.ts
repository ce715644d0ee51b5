/**
 * axe-core in the real browser on every admin route, at a desktop and a phone width: no violation of
 * impact serious or critical (contrast included, which only a browser can judge). Screens are checked as
 * the admin meets them: lists loaded, add forms open, the hunt editor with rows and its error messages,
 * Orders with a paid order and its details dialog, and the admin menu opened on a phone. The context
 * bypasses the page's Content-Security-Policy only so that axe's own script can be injected.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";
import type { Book } from "../../shared/schemas/book";
import { signInAsAdmin } from "./admin-world";
import { expectAccessible, gotoSettled, openAxeWorld, seriousViolations, VIEWPORTS } from "./axe";
import type { PublicWorld } from "./public-world";


let world: PublicWorld;
let page: Page;

before(async () => {
  ({ world, page } = await openAxeWorld(35));
});
after(async () => {
  await world?.close();
});

/** Opens `path` once the screen has drawn and its reads have settled. */
async function open(path: string): Promise<void> {
  await gotoSettled(world, page, path);
  assert.equal(new URL(page.url()).pathname, path, "the screen opens where it was asked for, not at a sign-in");
  await page.locator("main h1").first().waitFor();
  await settled();
}

/** "Loading..." placeholders are not what the admin reads; wait for the content. */
async function settled(): Promise<void> {
  await page.locator("main :is(p, [role=status])", { hasText: /^\s*Loading/ }).first().waitFor({ state: "detached", timeout: 10_000 });
}


/** A paid Buy Now order with a personalization, placed and approved the way the sandbox provider does it. */
async function placePaidOrder(): Promise<string> {
  const { items: books } = await world.api<{ items: Book[] }>("/shop/books");
  const book = books.find((b) => b.available)!;
  const origin_url = `${world.server.url}/checkout/return?cancelled=1`;
  const created = await world.api<{ order_id: string; approval_url: string }>("/payments/paypal/create-order", {
    method: "POST",
    body: { book_id: book.id, origin_url, child_name: "Mia", special_occasion: "Birthday" },
  });
  const approve = await fetch(`${new URL(created.approval_url, world.server.url).href}/approve`, {
    method: "POST",
    body: new URLSearchParams({ payer_name: "Sam Rivers", payer_email: "sam@example.com" }),
    redirect: "manual",
  });
  assert.equal(approve.status, 303, "the sandbox approves the payment");
  await world.api("/payments/capture", { method: "POST", body: { order_id: created.order_id } });
  return created.order_id;
}

test("/admin/login has no serious accessibility violations", async () => {
  await open("/admin/login");
  await expectAccessible(page, "/admin/login");
});

let signedIn = false;
/** Signs in once, after /admin/login was checked signed out. */
async function asAdmin(): Promise<void> {
  if (!signedIn) await signInAsAdmin(page, world.server.url);
  signedIn = true;
}

const firstId = async (path: string, list: "items" | "hunts") => (await world.api<Record<string, { id: number }[]>>(path))[list]![0]!.id;

const ADMIN_ROUTES: [string, () => Promise<string>][] = [
  ...["dashboard", "blog", "blog/new", "shop", "shop/new", "podcast", "podcast/new", "settings", "hunts", "hunts/new"].map(
    (path): [string, () => Promise<string>] => [`/admin/${path}`, async () => `/admin/${path}`],
  ),
  ["/admin/blog/edit/{id}", async () => `/admin/blog/edit/${await firstId("/blog/posts?limit=1", "items")}`],
  ["/admin/hunts/edit/{id}", async () => `/admin/hunts/edit/${await firstId("/hunts", "hunts")}`],
];

for (const [label, pathOf] of ADMIN_ROUTES) {
  test(`${label} has no serious accessibility violations`, async () => {
    await asAdmin();
    const path = await pathOf();
    await open(path);
    await expectAccessible(page, path);
  });
}

test("the hunt editor's Español tab has no serious accessibility violations", async () => {
  await asAdmin();
  // The first seeded hunt has its Spanish version: every text beside its English.
  await open(`/admin/hunts/edit/${await firstId("/hunts", "hunts")}`);
  await page.getByRole("tab", { name: "Español" }).click();
  await page.getByRole("heading", { name: "Spanish version" }).waitFor();
  await expectAccessible(page, "the hunt editor's Español tab");
});

test("the hunt editor's Park map section, with its points, the items on it and an item's map open, has no serious accessibility violations", async () => {
  await asAdmin();
  // Every seeded hunt has a fitted park map.
  await open(`/admin/hunts/edit/${await firstId("/hunts", "hunts")}`);
  const section = page.getByRole("region", { name: "Park map" });
  await section.getByText(/^Fit error: \d+ m$/).waitFor();
  await page.getByRole("group", { name: "Item 1", exact: true }).getByRole("button", { name: "Place on the map" }).click();
  await section.getByRole("button", { name: "Add a control point" }).click();
  await expectAccessible(page, "the hunt editor's Park map section");
});

test("the hunt editor with item and question rows and its error messages has no serious accessibility violations", async () => {
  await asAdmin();
  await open("/admin/hunts/new");
  await page.getByRole("button", { name: "Add item" }).click();
  await page.getByRole("button", { name: "Add question" }).click();
  await page.getByRole("group", { name: "Question 1", exact: true }).getByRole("button", { name: "Add option" }).click();
  await page.getByRole("button", { name: "Create Hunt" }).click();
  await page.locator(".form-field-error").first().waitFor();
  await expectAccessible(page, "the hunt editor showing its errors");
});

test("Orders with a paid order, and its details dialog, have no serious accessibility violations", async () => {
  await asAdmin();
  const orderId = await placePaidOrder();
  await open("/admin/orders");
  const code = orderId.slice(0, 8);
  await page.getByRole("heading", { name: `#${code}` }).waitFor();
  await expectAccessible(page, "/admin/orders with an order");

  await page.getByRole("button", { name: `View details of order ${code}` }).click();
  await page.getByRole("dialog", { name: `Order ${code}` }).waitFor();
  await expectAccessible(page, "the order details dialog");
});

test("the admin menu opened on a phone has no serious accessibility violations", async () => {
  await asAdmin();
  await open("/admin/dashboard");
  await page.setViewportSize(VIEWPORTS[1]!);
  await page.getByRole("button", { name: "Admin menu" }).click();
  await page.getByRole("navigation", { name: "Admin sections" }).waitFor();
  const menu = await seriousViolations(page);
  await page.setViewportSize(VIEWPORTS[0]!);
  assert.deepEqual(menu, [], "the open admin menu has serious or critical accessibility violations");
});
