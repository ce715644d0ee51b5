/**
 * axe-core in the real browser on every public route, at a desktop and a phone width: no violation of
 * impact serious or critical (contrast, names, landmarks, ARIA). Pages are checked in the states a
 * visitor meets them: the cart empty and with a book in it, the profile and points store signed in,
 * a park's dialog and the mobile menu open. The context bypasses the page's Content-Security-Policy only
 * so that axe's own script can be injected.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";
import { SEED_HUNTS } from "../../api/src/services/seed/sample-content";
import { expectAccessible, gotoSettled, openAxeWorld, seriousViolations, VIEWPORTS } from "./axe";
import { waitForStoredSession, type PublicWorld } from "./public-world";


let world: PublicWorld;
let page: Page;

before(async () => {
  ({ world, page } = await openAxeWorld(20));
});
after(async () => {
  await world?.close();
});

/** Opens `path` once the app has drawn it and its reads have settled. */
async function open(path: string): Promise<void> {
  await gotoSettled(world, page, path);
  await page.locator("main h1").first().waitFor();
  // Skeletons and "Loading..." placeholders are not what a visitor reads; wait for the content.
  await page.locator("main [role=status][aria-label^='Loading'], main .skeleton").first().waitFor({ state: "detached", timeout: 10_000 });
}


async function firstPublishedPostId(): Promise<number> {
  const { items } = await world.api<{ items: { id: number }[] }>("/blog/posts?published=true&limit=1");
  return items[0]!.id;
}

const VISITOR_ROUTES = [
  "/",
  "/about",
  "/map",
  "/blog",
  "/shop",
  "/cart",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=not-a-real-link",
  "/confirm-email?token=not-a-real-link",
  "/points-store",
  "/membership",
  "/podcast",
  "/app",
  "/scavengerhunts",
  `/hunt/${SEED_HUNTS.findIndex((h) => h.price > 0) + 1}`,
  "/hunt/1",
  "/roperhunt",
  "/ready",
  "/sync",
];

for (const path of VISITOR_ROUTES) {
  test(`${path} has no serious accessibility violations`, async () => {
    await open(path);
    await expectAccessible(page, path);
  });
}

test("a hunt's park map, zoomed in, has no serious accessibility violations", async () => {
  await open("/hunt/1");
  // The park map loads after the hunt's first frame: checked once it is drawn and has been used.
  await page.locator("svg.park-map-svg image.park-map-picture").waitFor();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expectAccessible(page, "/hunt/1 with its park map");
});

test("a blog post has no serious accessibility violations", async () => {
  const path = `/blog/${await firstPublishedPostId()}`;
  await open(path);
  await expectAccessible(page, path);
});

test("a park's dialog and the mobile menu have no serious accessibility violations", async () => {
  await open("/map");
  await page.getByRole("button", { name: "Yellowstone", exact: true }).click();
  await page.getByRole("dialog", { name: "Yellowstone" }).waitFor();
  await expectAccessible(page, "the park dialog");
  await page.keyboard.press("Escape");

  await page.setViewportSize(VIEWPORTS[1]!);
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = await seriousViolations(page);
  await page.setViewportSize(VIEWPORTS[0]!);
  assert.deepEqual(menu, [], "the open mobile menu has serious or critical accessibility violations");
});

test("the cart with a book in it has no serious accessibility violations", async () => {
  await open("/shop");
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await page.getByText(/has been added to your cart\.$/).waitFor();
  // The way a visitor goes on to the cart: the header's link, within the running app.
  await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
  await page.getByRole("heading", { name: "Order Summary" }).waitFor();
  await expectAccessible(page, "/cart with an item");
});

test("the profile and points store signed in have no serious accessibility violations", async () => {
  await open("/register");
  await page.getByLabel("Name").fill("Axe Family");
  await page.getByLabel("Email").fill(`axe-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("trail-mix-42");
  await page.getByLabel("Confirm Password").fill("trail-mix-42");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL(/\/profile$/);
  await waitForStoredSession(page);
  for (const path of ["/profile", "/points-store"]) {
    await open(path);
    await page.locator("main").getByText(/^\d+ points$/).first().waitFor();
    await expectAccessible(page, `${path} signed in`);
  }
});
