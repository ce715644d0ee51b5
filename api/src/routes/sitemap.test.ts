/**
 * /sitemap.xml and /robots.txt through the whole app: the sitemap lists exactly what a visitor can open
 * (every published post and hunt and the fixed public pages, each in every language with its alternates),
 * never a draft nor a scheduled post before its time, follows content changes through the response
 * cache, and is well-formed XML.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { LANGS } from "#shared/rules/languages";
import { twinPaths } from "#shared/rules/lang-path";
import { PUBLIC_PAGES } from "#shared/rules/public-pages";
import { createApp } from "../app";
import { withAdmin } from "../testing/admin-fixture";
import { tempFolder } from "../testing/test-db";
import { huntInput, postDraft } from "../testing/fixtures";
import { TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { escapeXml, sitemapXml } from "./sitemap";

// jsdom ships no types; this is the part the parsing uses.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const HOUR_MS = 60 * 60 * 1000;

interface UrlEntry {
  loc: string;
  lastmod: string | null;
  /** hreflang → href */
  alternates: Record<string, string>;
}

/** The sitemap's entries, read by an XML parser (which refuses a document that is not well-formed). */
function parseSitemap(xml: string): UrlEntry[] {
  const { DOMParser } = new JSDOM("").window;
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const root = doc.documentElement;
  if (root.localName === "parsererror") throw new Error(`Not well-formed XML: ${root.textContent}`);
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  expect(root.localName).toBe("urlset");
  return [...root.getElementsByTagNameNS(SITEMAP_NS, "url")].map((url) => {
    const loc = url.getElementsByTagNameNS(SITEMAP_NS, "loc");
    expect(loc).toHaveLength(1);
    const links = [...url.getElementsByTagNameNS(XHTML_NS, "link")];
    expect(links.every((link) => link.getAttribute("rel") === "alternate")).toBe(true);
    return {
      loc: loc[0]!.textContent!,
      lastmod: url.getElementsByTagNameNS(SITEMAP_NS, "lastmod")[0]?.textContent ?? null,
      alternates: Object.fromEntries(links.map((link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!])),
    };
  });
}

async function readSitemap(t: TestApp) {
  const res = await t.call("GET", "/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  return parseSitemap(res.body as string);
}

const absolute = (path: string) => new URL(path, TEST_ORIGIN).href;
/** The entries for `path`'s twins, by language. */
const entriesOf = (entries: UrlEntry[], path: string) => entries.filter((entry) => Object.values(twinPaths(path)).map(absolute).includes(entry.loc));

/** Every twin of `path` is listed once, each naming all the twins and English as the default. */
function expectListedWithTwins(entries: UrlEntry[], path: string) {
  const twins = twinPaths(path);
  const alternates = { ...Object.fromEntries(LANGS.map((lang) => [lang, absolute(twins[lang])])), "x-default": absolute(twins.en) };
  const found = entriesOf(entries, path);
  expect(found.map((entry) => entry.loc).sort(), path).toEqual(Object.values(twins).map(absolute).sort());
  for (const entry of found) expect(entry.alternates, entry.loc).toEqual(alternates);
}

const visitorPostIds = async (t: TestApp) => {
  const res = await t.call("GET", "/api/blog/posts?limit=100");
  expect(res.body.next).toBeNull();
  return (res.body.items as { id: number }[]).map((post) => post.id);
};
const visitorHuntIds = async (t: TestApp) => {
  const res = await t.call("GET", "/api/hunts?limit=100");
  expect(res.body.next).toBeNull();
  return (res.body.hunts as { id: number }[]).map((hunt) => hunt.id);
};

describe("/sitemap.xml", () => {
  test("lists every public page, published post and published hunt in every language, and nothing else", async () => {
    const { t, admin } = await withAdmin("/api/blog/posts", true, postDraft);
    const entries = await readSitemap(t);
    const postIds = await visitorPostIds(t);
    const huntIds = await visitorHuntIds(t);
    expect(postIds.length).toBeGreaterThan(0);
    expect(huntIds.length).toBeGreaterThan(0);

    const expected = [...PUBLIC_PAGES, ...postIds.map((id) => `/blog/${id}`), ...huntIds.map((id) => `/hunt/${id}`)];
    for (const path of expected) expectListedWithTwins(entries, path);
    expect(entries).toHaveLength(expected.length * LANGS.length);

    // The seed's drafts are in the database, and the admin sees them, but the sitemap never lists them.
    const allPosts = (await t.call("GET", "/api/blog/posts?limit=100", { token: admin.token })).body.items as { id: number }[];
    const drafts = allPosts.filter((post) => !postIds.includes(post.id));
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(entriesOf(entries, `/blog/${draft.id}`)).toEqual([]);
    expect(entries.some((entry) => /\/(admin|profile|cart|sync|checkout|login)\b/.test(entry.loc))).toBe(false);
  });

  test("a draft is never listed; it is once published, and its page then names its date", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, postDraft);
    const draft = await create({ published: false, date: "2026-03-01" });
    expect(entriesOf(await readSitemap(t), `/blog/${draft.id}`)).toEqual([]);

    await t.call("PUT", `/api/blog/posts/${draft.id}`, { token: admin.token, body: { published: true } });
    const entries = await readSitemap(t);
    expectListedWithTwins(entries, `/blog/${draft.id}`);
    expect(entriesOf(entries, `/blog/${draft.id}`).map((entry) => entry.lastmod)).toEqual(LANGS.map(() => "2026-03-01"));
    expect(entriesOf(entries, "/blog").map((entry) => entry.lastmod)).toEqual(LANGS.map(() => "2026-03-01"));
  });

  test("a scheduled post is listed from its time on, not before, dated by when it went live", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, postDraft);
    const at = new Date(t.deps.now().getTime() + 2 * HOUR_MS).toISOString();
    const scheduled = await create({ published: false, date: "2026-01-01", scheduled_date: at });
    expect(entriesOf(await readSitemap(t), `/blog/${scheduled.id}`)).toEqual([]);

    // No write happens at that time: the cached sitemap expires when the next scheduled post goes live.
    t.advance(3 * HOUR_MS);
    const entries = await readSitemap(t);
    expectListedWithTwins(entries, `/blog/${scheduled.id}`);
    expect(entriesOf(entries, `/blog/${scheduled.id}`)[0]!.lastmod).toBe(at);
  });

  test("a hunt is listed once published, dated by when it was made", async () => {
    const { t, admin, create } = await withAdmin("/api/hunts", false, (over) => ({ ...huntInput(), ...over }));
    const hunt = await create({ published: false });
    expect(entriesOf(await readSitemap(t), `/hunt/${hunt.id}`)).toEqual([]);

    await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: huntInput({ published: true }) });
    const entries = await readSitemap(t);
    expectListedWithTwins(entries, `/hunt/${hunt.id}`);
    const lastmod = entriesOf(entries, `/hunt/${hunt.id}`)[0]!.lastmod!;
    expect(Date.parse(lastmod)).toBeLessThanOrEqual(t.deps.now().getTime());
    expect(entriesOf(entries, "/scavengerhunts")[0]!.lastmod).toBe(lastmod);
  });

  test("is served from the response cache, with an ETag that answers 304", async () => {
    const { t } = await withAdmin("/api/blog/posts", true, postDraft);
    const first = await t.call("GET", "/sitemap.xml");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await t.call("GET", "/sitemap.xml", { headers: { "if-none-match": etag! } })).status).toBe(304);
  });

  test("escapes what it writes, so an address with XML's special characters stays well-formed", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = sitemapXml([{ path: "/blog/1?a=1&b=<2>", lastmod: "2026-01-01" }], "https://parks.example");
    const [entry] = parseSitemap(xml);
    expect(entry!.loc).toBe("https://parks.example/blog/1?a=1&b=%3C2%3E");
    expect(entry!.alternates["x-default"]).toBe(entry!.loc);
  });
});

describe("beside the built app", () => {
  test("both files are the server's own, never the app shell that answers every other path", async () => {
    const { t } = await withAdmin("/api/blog/posts");
    const staticDir = tempFolder("static-");
    writeFileSync(join(staticDir, "index.html"), "<!doctype html><title>Park Hunts</title>");
    const app = createApp({ ...t.deps, staticDir });
    const sitemap = await app.request(`${TEST_ORIGIN}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(parseSitemap(await sitemap.text()).length).toBeGreaterThan(0);
    const robots = await app.request(`${TEST_ORIGIN}/robots.txt`);
    expect(await robots.text()).toContain("Sitemap: ");
    expect(await (await app.request(`${TEST_ORIGIN}/about`)).text()).toContain("<title>Park Hunts</title>");
  });
});

describe("/robots.txt", () => {
  test("keeps crawlers out of the private pages in every language and names the sitemap by its full address", async () => {
    const { t } = await withAdmin("/api/blog/posts");
    const res = await t.call("GET", "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (res.body as string).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/admin", "/profile", "/group", "/cart", "/sync", "/api/", "/checkout", "/es/profile", "/es/group", "/es/cart", "/es/sync", "/es/checkout"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /es/admin");
    expect(lines.filter((line) => line.startsWith("Disallow: /blog") || line === "Disallow: /")).toEqual([]);
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});
