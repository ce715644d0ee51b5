/**
 * Pages a family can tell apart, in Chromium: the tab's title follows the family through the site in
 * English and in Spanish, each move is said by the page's polite announcer as a page load would be, and
 * the pages the server sends carry their own head (title, preview card, structured data) before any
 * script runs. The pre-rendered hunt pages, as the server draws them, pass axe-core.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";
import { SEED_HUNTS, SEED_HUNTS_ES } from "../../api/src/services/seed/sample-content";
import { expectAccessible } from "./axe";
import { openPublicWorld, type PublicWorld } from "./public-world";
import { e2ePort } from "./support";

const hunt = SEED_HUNTS[0]!; // id 1 in the seeded database
const spanish = SEED_HUNTS_ES[hunt.title]!;

let world: PublicWorld;

before(async () => {
  world = await openPublicWorld(e2ePort(50));
});
after(async () => {
  await world?.close();
});

/** Waits until the tab is titled `title` and the page's announcer has said it, as a browser says a loaded page's title. */
async function titled(page: Page, title: string): Promise<void> {
  const seen = () => ({ title: document.title, said: document.getElementById("route-announcer")?.textContent });
  try {
    await page.waitForFunction((want) => document.title === want && document.getElementById("route-announcer")?.textContent === want, title, { timeout: 15_000 });
  } catch {
    assert.deepEqual(await page.evaluate(seen), { title, said: title });
  }
}

const nav = (page: Page, name: string) => page.getByRole("navigation", { name: /^(Main|Principal)$/ }).getByRole("link", { name, exact: true });

test("the tab's title follows the family from page to page, in English and in Spanish, and each move is said", async () => {
  const page = await (await world.visitor()).newPage();
  await page.goto(`${world.server.url}/`);
  await page.waitForFunction(() => document.title === "Park Hunts · Family scavenger hunts in national parks");

  await nav(page, "Shop").click();
  await titled(page, "Shop · Park Hunts");
  await nav(page, "Blog").click();
  await titled(page, "Blog · Park Hunts");
  const { items } = await world.api<{ items: { id: number; title: string }[] }>("/blog/posts?published=true&limit=1");
  await page.locator(`a[href="/blog/${items[0]!.id}"]`).first().click();
  await titled(page, `${items[0]!.title} · Park Hunts Blog`);

  await page.getByRole("link", { name: "Español" }).first().click();
  await titled(page, `${items[0]!.title} · Blog de Park Hunts`);
  await nav(page, "Búsquedas del tesoro").click();
  await titled(page, "Búsquedas del tesoro · Park Hunts");
  await page.locator('a[href="/es/hunt/1"]').first().click();
  await titled(page, `${spanish.title} · Búsqueda · Park Hunts`);
});

/** The head of the HTML the server sends for `path`, read by a browser with no script run. */
async function servedHead(page: Page, path: string) {
  const html = await (await fetch(`${world.server.url}${path}`)).text();
  // No named helpers inside: the page runs the function as it is written, without the test's own helpers.
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "text/html");
    return {
      title: doc.title,
      description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
      image: doc.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      types: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((el) => (JSON.parse(el.textContent!) as { "@type": string })["@type"]),
    };
  }, html);
}

test("the pages the server sends carry their own title, description, preview card and structured data", async () => {
  const page = await (await world.visitor()).newPage();
  // A page of the site, so the picture below is fetched from the site's own address.
  await page.goto(`${world.server.url}/robots.txt`);
  const { items } = await world.api<{ items: { id: number; title: string; excerpt: string }[] }>("/blog/posts?published=true&limit=1");
  const post = await servedHead(page, `/blog/${items[0]!.id}`);
  assert.equal(post.title, `${items[0]!.title} · Park Hunts Blog`);
  assert.deepEqual(post.types, ["BlogPosting", "BreadcrumbList"]);
  // At the site's own address (its configured one), whatever address the request came to.
  assert.equal(new URL(post.canonical!).pathname, `/blog/${items[0]!.id}`);

  const huntEs = await servedHead(page, "/es/hunt/1");
  assert.equal(huntEs.title, `${spanish.title} · Búsqueda · Park Hunts`);
  // The hunt's own description, cut at a word to a search result's length.
  assert.ok(spanish.description.startsWith(huntEs.description!.replace(/…$/, "")), huntEs.description!);
  assert.equal((await servedHead(page, "/shop")).title, "Shop · Park Hunts");
  assert.equal((await servedHead(page, "/es/cart")).title, "Carrito · Park Hunts");
  assert.equal((await servedHead(page, "/admin/orders")).title, "Orders · Admin · Park Hunts");

  // The preview card is a picture a link preview can show: at least 1200×630.
  const card = await fetch(post.image!);
  assert.equal(card.headers.get("content-type"), "image/jpeg");
  const size = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return [bitmap.width, bitmap.height];
  }, post.image!.replace(/^https?:\/\/[^/]+/, ""));
  assert.deepEqual(size, [1200, 630]);
});

test("the pre-rendered hunt pages, as the server draws them, pass axe-core", async () => {
  const page = await (await world.visitor({ bypassCSP: true })).newPage();
  // The app's scripts stay away: what is checked is the server's own markup, as the app will adopt it.
  await page.route("**/assets/*.js", (route) => route.abort());
  for (const path of ["/scavengerhunts", "/es/scavengerhunts", "/hunt/1", "/es/hunt/1", "/roperhunt", "/es/roperhunt"]) {
    await page.goto(`${world.server.url}${path}`);
    assert.ok(await page.locator("#root h1").count(), `${path} must be drawn by the server`);
    await page.evaluate(() => void (document.getElementById("root")!.inert = false));
    await expectAccessible(page, `the pre-rendered ${path}`);
  }
});
