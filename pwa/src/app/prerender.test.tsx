// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../lib/database/db";
import { readKv } from "../lib/database/kv";
import { resetDevice, stubFetch } from "../testing/device";
import { adoptPage, leaveServerPage, serverPage } from "../testing/server-page";
import { samplePost } from "../testing/posts";
import { CATEGORIES_KEY } from "../features/shop/shop-catalog";
import { sampleBook } from "../testing/books";
import { sampleHunt } from "../testing/hunts/screens";
import { PUBLIC_SETTINGS_KV_KEY } from "../features/site-settings/public-settings";
import type { Answers } from "../lib/start-up/prerendered-answers";
import { pageToRender, prerenderedPaths, renderPage } from "./render-page";
import { storeFirstFrame } from "./adopt-prerendered";
import { PRERENDERED_PAGES } from "./prerendered-pages";

const SETTINGS = { site_name: "Canyon Kids", site_description: "Hunts for families.", newsletter_enabled: false, maintenance_mode: false };
const BOOKS = [sampleBook({ id: 1, title: "Zion Adventure" }), sampleBook({ id: 2, title: "Acadia Tide Pools", bestseller: true, category: "Digital Download" })];
const POSTS = [samplePost({ id: 7, title: "Stargazing at Bryce", featured: true }), samplePost({ id: 8, title: "Rainy Days in Olympic", date: "2026-02-01" })];

/** The server's answers, by request path after `/api`. */
const BODIES: Record<string, unknown> = {
  "/settings/public": SETTINGS,
  "/analytics/content-stats": { blog_posts: 12, books: 9, podcast_episodes: 0, blog_views: 0, book_views: 0, podcast_views: 0 },
  "/shop/books?limit=24": { items: BOOKS, total: 2, next: null },
  "/shop/categories": { items: ["Digital Download", "Physical + Digital"] },
  "/blog/posts?published=true&limit=20": { items: POSTS, total: 2 },
  "/blog/tags": { items: [{ tag: "Utah", count: 2 }] },
  "/blog/posts/7": POSTS[0],
  "/hunts?limit=24": { hunts: [sampleHunt({ id: 3, title: "Arches by Moonlight" }), sampleHunt({ id: 4, title: "Bryce Hoodoo Hunt", price: 2.99 })], total: 2, next: null },
};

/** The server's answers to every read of `path`'s first frame, as api/src/prerender.ts gathers them. */
function answersFor(path: string): Answers {
  return Object.fromEntries((pageToRender(path)?.paths ?? []).map((p) => [p, BODIES[p]]));
}

/** The markup of the page at `path`, drawn as the server draws it. */
const draw = async (path: string) => (await renderPage(path, answersFor(path), "https://parkhunts.example")).markup;

/** The server, still online after the page loaded: the app's background refreshes get the same answers. */
const serverOnline = () =>
  stubFetch((url) => {
    const key = url.pathname.replace(/^\/api/, "") + url.search;
    return key in BODIES ? Response.json(BODIES[key]) : undefined;
  });

beforeEach(async () => {
  await resetDevice();
});
afterEach(() => {
  leaveServerPage();
  cleanup();
  vi.unstubAllGlobals();
});

describe("pre-rendered public pages", () => {
  it("lists the public pages and what each first frame reads, and leaves the rest to the app", () => {
    expect(pageToRender("/shop")).toEqual({
      paths: ["/settings/public", "/shop/books?limit=24", "/shop/categories"],
      required: [],
      modules: ["src/features/shop/shop-page.tsx", "src/app/adopt-prerendered.tsx"],
      lang: "en",
    });
    expect(pageToRender("/")?.paths).toContain("/analytics/content-stats");
    expect(pageToRender("/blog/3")).toMatchObject({ paths: ["/settings/public", "/blog/posts/3"], required: ["/blog/posts/3"] });
    expect(pageToRender("/scavengerhunts")?.paths).toEqual(["/settings/public", "/hunts?limit=24"]);
    for (const path of ["/cart", "/profile", "/ready", "/admin/dashboard", "/es/cart", "/es/admin/dashboard"]) expect(pageToRender(path)).toBeNull();
  });

  it("has a Spanish twin of every public page, drawn in Spanish", async () => {
    expect(pageToRender("/es/shop")).toMatchObject({ paths: pageToRender("/shop")!.paths, lang: "es" });
    expect(pageToRender("/es/")).toMatchObject({ lang: "es" });
    expect(prerenderedPaths()).toEqual(expect.arrayContaining(["/", "/es/", "/map", "/es/map", "/membership", "/es/membership"]));
    const html = await draw("/es/shop");
    expect(html).toContain('href="/es/shop"');
    expect(html).toContain(">Tienda<");
    expect(html).not.toContain(">Shop<");
  });

  it("names first modules that exist, so the server finds their styles and scripts in the build's manifest", () => {
    const modules = PRERENDERED_PAGES.flatMap((page) => pageToRender(page.pattern)!.modules);
    // Tests run from the repository's root; the manifest names modules from pwa/.
    expect(modules.filter((module) => !existsSync(join(process.cwd(), "pwa", module)))).toEqual([]);
  });

  it("draws the shop with the server's books, categories and site name", async () => {
    const html = await draw("/shop");
    expect(html).toContain("Canyon Kids");
    expect(html).toContain("Zion Adventure");
    expect(html).toContain("Acadia Tide Pools");
    expect(html).toContain("Showing 2 books");
    expect(html).not.toContain("Loading books...");
  });

  it("draws the blog's posts and Home's counts from the answers", async () => {
    expect(await draw("/blog")).toContain("Stargazing at Bryce");
    expect(await draw("/")).toContain(">12<");
  });

  it("draws a post's page and the hunts list from the answers", async () => {
    const post = await draw("/blog/7");
    expect(post).toContain("<h1>Stargazing at Bryce</h1>");
    expect(post).toContain(POSTS[0]!.excerpt);
    const hunts = await draw("/es/scavengerhunts");
    expect(hunts).toContain("Arches by Moonlight");
    expect(hunts).toContain("Bryce Hoodoo Hunt");
  });

  it("stores the answers on the device through the reads' own refreshes, asking the network for nothing", async () => {
    const fetch = stubFetch();
    await storeFirstFrame("/shop", answersFor("/shop"));
    expect(fetch).not.toHaveBeenCalled();
    expect((await db.books.toArray()).map((b) => b.title).sort()).toEqual(["Acadia Tide Pools", "Zion Adventure"]);
    expect(await readKv(CATEGORIES_KEY)).toEqual(["Digital Download", "Physical + Digital"]);
    expect(await readKv(PUBLIC_SETTINGS_KV_KEY)).toEqual(SETTINGS);
  });

  it.each(["/", "/shop", "/blog", "/map", "/about", "/blog/7", "/scavengerhunts", "/roperhunt", "/es/roperhunt"])("the app takes over %s's markup without redrawing it", async (path) => {
    const answers = answersFor(path);
    serverOnline();
    const container = serverPage(path, await draw(path));
    // Adopted, not redrawn: the server's own elements stay in the page.
    // (The map's placeholder is a part the server leaves to the app, and a hunt card's offline line
    // says what this device holds as soon as the app has looked.)
    const serverNodes = [...container.querySelectorAll("header a, h1, h2, main p:not(.park-map-placeholder):not(.offline-line)")];
    expect(serverNodes.length).toBeGreaterThan(3);
    const { mismatches } = await adoptPage(container, path, answers);
    expect(mismatches).toEqual([]);
    expect(serverNodes.filter((node) => !node.isConnected)).toEqual([]);
  });
});
