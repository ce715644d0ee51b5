/**
 * axe-core in the real browser on the Spanish twin of every public route, at a desktop and a phone
 * width: no violation of impact serious or critical, `valid-lang` and `html-lang-valid` included, so
 * the page says it is Spanish and every English part inside it (a blog post, a book, a hunt only in
 * English) says it is English. Pages are checked as a visitor meets them, a hunt played in Spanish and
 * one only in English among them.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";
import { SEED_HUNTS, SEED_HUNTS_ES } from "../../api/src/services/seed/sample-content";
import { expectAccessible, gotoSettled, openAxeWorld, seriousViolations, VIEWPORTS } from "./axe";
import type { PublicWorld } from "./public-world";

let world: PublicWorld;
let page: Page;

before(async () => {
  ({ world, page } = await openAxeWorld(40));
});
after(async () => {
  await world?.close();
});

/** Opens `path` once the app has drawn it in Spanish and its reads have settled. */
async function open(path: string): Promise<void> {
  await gotoSettled(world, page, path);
  await page.locator("main h1").first().waitFor();
  await page.locator("main [role=status][aria-label^='Cargando'], main .skeleton").first().waitFor({ state: "detached", timeout: 10_000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), "es", `${path} says it is Spanish`);
}

const paidHunt = SEED_HUNTS.findIndex((h) => h.price > 0) + 1;
const englishOnlyHunt = SEED_HUNTS.findIndex((h) => !(h.title in SEED_HUNTS_ES)) + 1;

const ROUTES = [
  "/es/",
  "/es/about",
  "/es/map",
  "/es/blog",
  "/es/shop",
  "/es/cart",
  "/es/login",
  "/es/register",
  "/es/forgot-password",
  "/es/reset-password?token=not-a-real-link",
  "/es/confirm-email?token=not-a-real-link",
  "/es/points-store",
  "/es/membership",
  "/es/podcast",
  "/es/app",
  "/es/scavengerhunts",
  `/es/hunt/${paidHunt}`,
  "/es/hunt/1",
  "/es/roperhunt",
  "/es/ready",
  "/es/sync",
];

for (const path of ROUTES) {
  test(`${path} has no serious accessibility violations`, async () => {
    await open(path);
    await expectAccessible(page, path);
  });
}

test("a hunt only in English, on a Spanish page, says so and marks its English", async () => {
  const path = `/es/hunt/${englishOnlyHunt}`;
  await open(path);
  await page.getByText("Esta búsqueda solo está en inglés.").waitFor();
  assert.equal(await page.getByRole("heading", { level: 1 }).first().getAttribute("lang"), "en");
  await expectAccessible(page, path);
});

test("a hunt's park map on a Spanish page has no serious accessibility violations", async () => {
  await open("/es/hunt/1");
  await page.locator("svg.park-map-svg image.park-map-picture").waitFor();
  await page.getByRole("button", { name: "Acercar" }).click();
  await expectAccessible(page, "/es/hunt/1 with its park map");
});

test("a blog post on a Spanish page has no serious accessibility violations", async () => {
  const { items } = await world.api<{ items: { id: number }[] }>("/blog/posts?published=true&limit=1");
  const path = `/es/blog/${items[0]!.id}`;
  await open(path);
  await expectAccessible(page, path);
});

test("the Spanish mobile menu has no serious accessibility violations", async () => {
  await open("/es/map");
  await page.setViewportSize(VIEWPORTS[1]!);
  await page.getByRole("button", { name: "Menú" }).click();
  const menu = await seriousViolations(page);
  await page.setViewportSize(VIEWPORTS[0]!);
  assert.deepEqual(menu, [], "the open mobile menu has serious or critical accessibility violations");
});
