/**
 * Pre-rendered pages carry what admins wrote, whatever characters it holds: a post whose title is full of
 * the sequences String.prototype.replace would expand (`$\``, `$'`, `$&`, `$$`) is drawn into the page
 * as written, and the page stays one document with one head.
 */
import { Hono } from "hono";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "./deps";
import { createPrerender } from "./prerender";
import { serveApp } from "./static";
import { createTestApp, type TestApp } from "./testing/test-app";

const TITLE = "Fees: $` then $' and $& or $$ at the gate";
const BODY = "<p>Bring $$ and $& for the $` shuttle $' ride.</p>";
const TEMPLATE = '<!doctype html><html><head><title>Park Hunts</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

// A stand-in for the PWA's server build that draws the blog list and a post's page from the API's answers,
// escaping text as React does.
const RENDERER = `
const LIST = "/blog/posts?published=true&limit=20";
const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
export function pageToRender(pathname) {
  if (pathname === "/blog") return { paths: [LIST], modules: [] };
  const post = /^\\/blog\\/(\\d+)$/.exec(pathname);
  return post ? { paths: ["/blog/posts/" + post[1]], modules: [] } : null;
}
export function prerenderedPaths() {
  return [];
}
export async function renderPage(url, answers) {
  if (url === "/blog") return { markup: "<main>" + answers[LIST].items.map((p) => "<h2>" + escape(p.title) + "</h2>").join("") + "</main>", head: "<title data-head>Blog</title>" };
  const post = answers["/blog/posts/" + url.split("/").pop()];
  return { markup: "<article><h1>" + escape(post.title) + "</h1>" + post.content + "</article>", head: "<title data-head>" + escape(post.title) + "</title>" };
}
export async function shellHead() {
  return "";
}
`;

let dir: string;
let t: TestApp;
let site: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "prerender-content-"));
  mkdirSync(join(dir, "static/.vite"), { recursive: true });
  writeFileSync(join(dir, "static/index.html"), TEMPLATE);
  writeFileSync(join(dir, "static/.vite/manifest.json"), "{}");
  writeFileSync(join(dir, "render-page.mjs"), RENDERER);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeEach(async () => {
  t = await createTestApp();
  site = new Hono<AppEnv>();
  serveApp(site, join(dir, "static"), createPrerender(join(dir, "static"), join(dir, "render-page.mjs"), async (path) => t.app.request(path)));
});

const page = async (path: string) => (await site.request(path)).text();
const count = (html: string, text: string) => html.split(text).length - 1;

describe("pre-rendered pages with $ sequences in a post", () => {
  it("draw the title and body as written on /blog and /blog/{id}, in one document with one head", async () => {
    const admin = await t.createUser("admin");
    const body = { title: TITLE, excerpt: "What the gate costs.", content: BODY, author: "Ranger Rosie", tags: ["fees"], published: true };
    const created = await t.call("POST", "/api/blog/posts", { token: admin.token, body });
    expect(created.status).toBe(201);
    const escapedTitle = "Fees: $` then $&#x27; and $&amp; or $$ at the gate";
    // The stored body is the sanitized one (its `&` written as `&amp;`), with every `$` sequence kept.
    const storedBody = "<p>Bring $$ and $&amp; for the $` shuttle $' ride.</p>";
    expect(created.body.content).toBe(storedBody);

    for (const [path, drawn] of [
      ["/blog", `<h2>${escapedTitle}</h2>`],
      [`/blog/${created.body.id}`, `<h1>${escapedTitle}</h1>${storedBody}`],
      [`/blog/${created.body.id}`, `<title data-head>${escapedTitle}</title>`],
    ] as const) {
      const html = await page(path);
      expect(html).toContain('<div id="root" inert>');
      expect(html).toContain(drawn);
      // The answers the app takes over from carry the title exactly as stored.
      const answers = JSON.parse(/<script type="application\/json" id="first-frame">(.*?)<\/script>/.exec(html)![1]!);
      expect(JSON.stringify(answers)).toContain(JSON.stringify(TITLE).slice(1, -1));
      expect(count(html, "<head>")).toBe(1);
      expect(count(html, "<title")).toBe(1);
      expect(count(html, "<!doctype html>")).toBe(1);
      expect(count(html, '<div id="root"')).toBe(1);
      expect(count(html, "</html>")).toBe(1);
      expect(html.endsWith("</body></html>")).toBe(true);
    }
  });
});
