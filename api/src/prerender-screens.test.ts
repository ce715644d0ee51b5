/**
 * Pages with their content drawn by the app's own screens: the PWA's server build (built here, as
 * `npm run build` builds pwa/dist-ssr) fed by this server's answers, on the sample content. A hunt's
 * page, the hunts list, the Roper hunt and a post's page arrive drawn in either language; a hunt's page
 * and the answers it carries never hold a sign word, its hash, a quiz answer or a fact that gives one
 * away; a hunt or post that is not public is not drawn. Runs on SQLite and, with `npm run test:pg`, on
 * PostgreSQL.
 */
import { Hono } from "hono";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Hunt } from "#shared/schemas/hunt";
import { buildPrerenderer } from "../../scripts/lib/vite-build";
import type { AppEnv } from "./deps";
import { createPrerender } from "./prerender";
import { roperHunt } from "./services/catalog/roper-hunt";
import { serveApp } from "./static";
import { postDraft } from "./testing/fixtures";
import { createTestApp, type TestApp } from "./testing/test-app";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUILD_TIMEOUT_MS = 180_000;
const TEMPLATE = '<!doctype html><html><head><title>Park Hunts</title></head><body><div id="root"></div></body></html>';

let dir: string;
let t: TestApp;
let site: Hono<AppEnv>;
let admin: { token: string };
/** Every sample hunt as an admin reads it: drafts too, and each item's sign word. */
let hunts: Hunt[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "prerender-screens-"));
  // What the server build loads as it runs (jsdom, for a post's body) resolves from its folder up.
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  const renderer = await buildPrerenderer(join(dir, "ssr"));
  mkdirSync(join(dir, "static/.vite"), { recursive: true });
  writeFileSync(join(dir, "static/index.html"), TEMPLATE);
  writeFileSync(join(dir, "static/.vite/manifest.json"), "{}");
  t = await createTestApp({ seed: true });
  admin = await t.createUser("admin");
  site = new Hono<AppEnv>();
  serveApp(site, join(dir, "static"), createPrerender(join(dir, "static"), renderer, async (path) => t.app.request(path)));
  const list = await t.call("GET", "/api/hunts?limit=50", { token: admin.token });
  hunts = await Promise.all(list.body.hunts.map(async ({ id }: { id: number }) => (await t.call("GET", `/api/hunts/${id}`, { token: admin.token })).body as Hunt));
}, BUILD_TIMEOUT_MS);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = async (path: string) => (await site.request(path)).text();
const published = () => hunts.filter((hunt) => hunt.published);
const inSpanish = (hunt: Hunt) => (hunt.languages?.includes("es") ? hunt.translations?.es : undefined);

/** A text as React writes it in the markup. */
const markup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** A text as the page may carry it: as written, in the markup, and inside the answers' JSON. */
function written(text: string): string[] {
  return [...new Set([text, markup(text), JSON.stringify(text).slice(1, -1).replace(/</g, "\\u003c")])];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const holds = (html: string, text: string) => written(text).some((form) => html.includes(form));

const unescapeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/**
 * `html` without every text a visitor is shown, so what is left can be searched for what must not be
 * there. The head's descriptions are a shown text cut short ("…"): they go with the text they come from.
 */
function withoutShown(html: string, shown: readonly string[]): string {
  const cut = html.replace(/content="([^"]*)…"/g, (whole, start: string) => (shown.some((text) => text.startsWith(unescapeHtml(start))) ? 'content=""' : whole));
  // Longest first: a name inside a longer text goes with that text.
  const forms = shown.filter(Boolean).flatMap(written).sort((a, b) => b.length - a.length);
  return forms.reduce((rest, form) => rest.split(form).join(" "), cut);
}

/** A page the server left to the app: the shell, with nothing drawn and no answers in it. */
function expectShell(html: string, path: string, hidden: string) {
  expect(html, path).toContain('<div id="root"></div>');
  expect(html, path).not.toContain('id="first-frame"');
  expect(holds(html, hidden), path).toBe(false);
}

/** What a visitor is shown of a hunt, in English and in its Spanish version. */
function shownTexts(hunt: Hunt): string[] {
  const own = (texts: { title: string; description: string; location: string; estimated_time: string; age_range: string }) => [
    texts.title,
    texts.description,
    texts.location,
    texts.estimated_time,
    texts.age_range,
  ];
  const spanish = inSpanish(hunt);
  return [
    ...own(hunt),
    ...hunt.items.flatMap((item) => [item.name, item.location_description]),
    ...(spanish ? [...own(spanish), ...Object.values(spanish.items).flatMap((item) => [item.name, item.location_description])] : []),
  ];
}

/** What only playing a hunt tells: its sign words and their hashes, its quiz's answers in every version, its facts. */
function secretsOf(hunt: Hunt): string[] {
  const versions = Object.values(hunt.translations ?? {});
  return [
    ...hunt.items.flatMap((item) => [item.check_word ?? "", item.check_word_hash, item.educational_fact]),
    ...hunt.quiz_questions.map((question) => question.correct_answer),
    ...versions.flatMap((version) => [...Object.values(version.quiz_questions).map((q) => q.correct_answer), ...Object.values(version.items).map((i) => i.educational_fact)]),
  ].filter(Boolean);
}

describe("a hunt's pre-rendered page", () => {
  it("draws each published sample hunt in both languages: its title and description, and a free hunt's items and where to look", async () => {
    expect(published().some(inSpanish)).toBe(true);
    for (const hunt of published()) {
      const spanish = inSpanish(hunt);
      for (const [path, texts] of [
        [`/hunt/${hunt.id}`, hunt],
        [`/es/hunt/${hunt.id}`, spanish ?? hunt],
      ] as const) {
        const html = await page(path);
        expect(html, path).toContain('<div id="root" inert>');
        expect(html, path).toMatch(new RegExp(`<h1( lang="en")?>${escapeRegExp(markup(texts.title))}</h1>`));
        expect(holds(html, texts.description), path).toBe(true);
        if (hunt.price > 0) continue;
        for (const item of hunt.items) {
          const name = spanish && path.startsWith("/es/") ? spanish.items[String(item.id)]!.name : item.name;
          const where = spanish && path.startsWith("/es/") ? spanish.items[String(item.id)]!.location_description : item.location_description;
          expect(holds(html, name), `${path}: ${name}`).toBe(true);
          if (where) expect(holds(html, where), `${path}: ${where}`).toBe(true);
        }
      }
    }
    expect(await page(`/es/hunt/${published().find(inSpanish)!.id}`)).toContain('<html lang="es">');
  });

  it("never holds a sign word, its hash, a fact or a quiz answer of any sample hunt, in either language", async () => {
    for (const hunt of published()) {
      const secrets = secretsOf(hunt);
      expect(secrets.length).toBeGreaterThan(hunt.items.length);
      for (const path of [`/hunt/${hunt.id}`, `/es/hunt/${hunt.id}`]) {
        const html = await page(path);
        expect(html, path).toContain('id="first-frame"');
        for (const key of ["check_word", "correct_answer", "educational_fact", "quiz_questions"]) expect(html, path).not.toContain(key);
        // A sign word is often the place's own name, which the page shows as the item's name: what is
        // left once the texts a visitor is shown are gone must hold none of them.
        const rest = withoutShown(html, shownTexts(hunt));
        for (const secret of secrets) expect(holds(rest, secret), `${path}: ${secret}`).toBe(false);
      }
    }
  });

  it("is not drawn for a hunt that is not published or does not exist: the bare app shell", async () => {
    const draft = hunts.find((hunt) => !hunt.published)!;
    expect(draft).toBeDefined();
    for (const path of [`/hunt/${draft.id}`, `/es/hunt/${draft.id}`, "/hunt/999999", "/hunt/not-a-number"]) expectShell(await page(path), path, draft.title);
    expect(await page(`/es/hunt/${draft.id}`)).toContain('<html lang="es">');
  });
});

/** What the server drew into the page, without the answers it sends along. */
const drawnPart = (html: string) => /<div id="root" inert>([\s\S]*)<\/div><script type="application\/json" id="first-frame">/.exec(html)?.[1] ?? "";

describe("every pre-rendered page, drawn in Node as the server draws it", () => {
  it("is drawn whole: no screen is left for the app to draw, and the hunts list shows its hunts", async () => {
    const post = (await t.call("GET", "/api/blog/posts?published=true&limit=1")).body.items[0].id as number;
    const paths = ["/", "/shop", "/blog", "/about", "/podcast", "/app", "/membership", "/scavengerhunts", "/roperhunt", "/hunt/1", `/blog/${post}`];
    for (const path of [...paths, ...paths.map((p) => (p === "/" ? "/es/" : `/es${p}`))]) {
      const drawn = drawnPart(await page(path));
      expect(drawn, path).toContain("<h1");
      // A screen React could not draw on the server (it threw or waited) leaves its boundary marked so
      // (parts loaded after the first frame, such as read-aloud, are left to the app on purpose).
      expect(drawn, path).not.toMatch(/<main id="main"[^>]*><!--\$!-->/);
    }
    const list = drawnPart(await page("/scavengerhunts"));
    for (const hunt of published()) expect(list).toContain(markup(hunt.title));
  });
});

describe("the hunts list and the Roper hunt, pre-rendered", () => {
  it("lists every published hunt, in Spanish where it is translated, and no draft", async () => {
    const draft = hunts.find((hunt) => !hunt.published)!;
    for (const path of ["/scavengerhunts", "/es/scavengerhunts"]) {
      const html = await page(path);
      expect(html, path).toContain('<div id="root" inert>');
      for (const hunt of published()) {
        const title = path.startsWith("/es/") ? (inSpanish(hunt)?.title ?? hunt.title) : hunt.title;
        expect(holds(html, title), `${path}: ${title}`).toBe(true);
      }
      expect(holds(html, draft.title), path).toBe(false);
      for (const key of ["check_word", "correct_answer", "educational_fact"]) expect(html, path).not.toContain(key);
    }
  });

  it("draws the Roper hunt's clues in each language", async () => {
    for (const [path, lang] of [
      ["/roperhunt", "en"],
      ["/es/roperhunt", "es"],
    ] as const) {
      const roper = roperHunt(lang);
      const html = await page(path);
      expect(html, path).toContain(`<h1>${markup(roper.title)}</h1>`);
      for (const clue of roper.clues) expect(holds(html, clue.clue), `${path}: ${clue.clue}`).toBe(true);
    }
  });
});

describe("a post's pre-rendered page", () => {
  it("draws a published post in both languages' pages, and no draft or post scheduled for later", async () => {
    const create = async (over: Record<string, unknown>) => (await t.call("POST", "/api/blog/posts", { token: admin.token, body: postDraft(over) })).body as { id: number };
    const live = await create({ title: "Tide Pools at Acadia", content: "<p>Look under the <strong>rockweed</strong>.</p>", published: true });
    const draft = await create({ title: "Draft about Zion" });
    const later = await create({ title: "Scheduled for Bryce", scheduled_date: new Date(t.deps.now().getTime() + 3_600_000).toISOString() });
    for (const path of [`/blog/${live.id}`, `/es/blog/${live.id}`]) {
      const html = await page(path);
      expect(html, path).toContain("<h1>Tide Pools at Acadia</h1>");
      expect(html, path).toContain("<p>Look under the <strong>rockweed</strong>.</p>");
    }
    for (const [{ id }, title] of [
      [draft, "Draft about Zion"],
      [later, "Scheduled for Bryce"],
    ] as const) {
      for (const path of [`/blog/${id}`, `/es/blog/${id}`]) expectShell(await page(path), path, title);
    }
  });
});
