import { Hono } from "hono";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "./deps";
import { createPrerender, firstFiles, scriptSafeJson } from "./prerender";
import { serveApp } from "./static";

let dir: string;
let renderer: string;
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="The shell\'s own."><title>Park Hunts</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/core.js"><link rel="modulepreload" crossorigin href="/assets/boot.js"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  "index.html": { file: "assets/index.js", css: ["assets/index.css"], imports: ["_boot.js"] },
  "_boot.js": { file: "assets/boot.js" },
  "src/shop.tsx": { file: "assets/shop.js", css: ["assets/shop.css"], imports: ["_cards.js", "_core.js"] },
  "_cards.js": { file: "assets/cards.js", css: ["assets/cards.css", "assets/index.css"], imports: ["_core.js"] },
  "_core.js": { file: "assets/core.js" },
  "src/takeover.tsx": { file: "assets/takeover.js", imports: ["_core.js", "_catalog.js"] },
  "_catalog.js": { file: "assets/catalog.js" },
};

// A stand-in for the PWA's server build (pwa/dist-ssr/render-page.js), with the same exports.
const RENDERER = `
export function pageToRender(pathname) {
  if (pathname === "/shop") return { paths: ["/shop/books", "/missing"], modules: ["src/shop.tsx", "src/takeover.tsx"] };
  if (pathname === "/es/shop") return { paths: ["/shop/books"], modules: ["src/shop.tsx"], lang: "es" };
  if (pathname === "/broken") return { paths: [], modules: ["src/shop.tsx"] };
  if (pathname === "/shop/featured") return { paths: ["/shop/books", "/missing"], required: ["/shop/books"], modules: [] };
  if (pathname === "/shop/gone") return { paths: ["/shop/books", "/missing"], required: ["/missing"], modules: [] };
  return null;
}
export function prerenderedPaths() {
  return ["/shop"];
}
export async function renderPage(url, answers, origin) {
  if (url.startsWith("/broken")) throw new Error("cannot draw");
  const names = answers["/shop/books"].items.map((b) => "<h2>" + b.replace(/</g, "&lt;") + "</h2>").join("");
  const markup = "<main>" + names + "<p>" + "Trail notes. ".repeat(100) + "</p> at " + url + "</main>";
  return { markup, head: "<title data-head>Shop $' · Park Hunts</title>" + '<link data-head rel="canonical" href="' + origin + url.split("?")[0] + '">' };
}
export async function shellHead(pathname, settings, origin) {
  return "<title data-head>" + (settings ? settings.site_name : "no settings") + " at " + pathname + "</title>";
}
`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "prerender-"));
  mkdirSync(join(dir, "static/.vite"), { recursive: true });
  writeFileSync(join(dir, "static/index.html"), TEMPLATE);
  writeFileSync(join(dir, "static/.vite/manifest.json"), JSON.stringify(MANIFEST));
  mkdirSync(join(dir, "static/assets"));
  for (const name of ["index", "shop", "cards"]) writeFileSync(join(dir, `static/assets/${name}.css`), `.${name}{color:red}\n`);
  renderer = join(dir, "render-page.mjs");
  writeFileSync(renderer, RENDERER);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const api = async (path: string) =>
  path === "/api/shop/books"
    ? Response.json({ items: ["Zion </script><script>alert(1)</script>", "Acadia"] })
    : path === "/api/settings/public"
      ? Response.json({ site_name: "Canyon Kids" })
      : Response.json({ detail: "Not found" }, { status: 404 });

describe("pre-rendering public pages", () => {
  it("draws the page from the API's answers into the app shell, inert, with its answers, its styles written in and its first scripts listed", async () => {
    const fetchApi = vi.fn(api);
    const html = await createPrerender(join(dir, "static"), renderer, fetchApi)(new URL("http://localhost/shop?category=Kids"));
    expect(fetchApi.mock.calls.map(([path]) => path).sort()).toEqual(["/api/missing", "/api/shop/books"]);
    expect(html).toContain('<div id="root" inert><main><h2>Zion &lt;');
    expect(html).toContain(" at /shop?category=Kids</main></div>");
    // A failed read is left out: the page's first frame shows what it shows without it.
    const answers = JSON.parse(/<script type="application\/json" id="first-frame">(.*?)<\/script>/.exec(html!)![1]!);
    expect(answers).toEqual({ "/shop/books": { items: ["Zion </script><script>alert(1)</script>", "Acadia"] } });
    // The shell's styles, then the screen's, in the page where the shell linked its own, each file named once.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index.js"></script><style>.index{color:red}\n.shop{color:red}\n.cards{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/index.css" disabled><link rel="stylesheet" href="/assets/shop.css" disabled><link rel="stylesheet" href="/assets/cards.css" disabled>',
    );
    expect(html!.match(/index\.css/g)).toHaveLength(1);
    // Only the entry's import is preloaded; the shell's other preloads, the screen's and the takeover's
    // scripts are listed for after the first paint, each once.
    const preloaded = [...html!.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(["assets/boot.js"]);
    const later = JSON.parse(/<script type="application\/json" id="after-paint-scripts">(.*?)<\/script>/.exec(html!)![1]!);
    expect(later).toEqual(["/assets/core.js", "/assets/shop.js", "/assets/cards.js", "/assets/takeover.js", "/assets/catalog.js"]);
  });

  it("writes the head the page drew in place of the shell's title and description, for the site's own address", async () => {
    const html = (await createPrerender(join(dir, "static"), renderer, api, "https://parkhunts.example")(new URL("http://127.0.0.1/es/shop")))!;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("<title data-head>Shop $' · Park Hunts</title>");
    expect(html).toContain('<link data-head rel="canonical" href="https://parkhunts.example/es/shop">');
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).not.toContain("The shell's own.");
    expect(html).toContain(" at /es/shop</main>");
  });

  it("answers null for pages the app draws alone, for a page whose required read found nothing, for a page that fails to draw, and without a server build", async () => {
    const prerender = createPrerender(join(dir, "static"), renderer, api);
    expect(await prerender(new URL("http://localhost/cart"))).toBeNull();
    expect(await prerender(new URL("http://localhost/shop/featured"))).toContain("<h2>Acadia</h2>");
    expect(await prerender(new URL("http://localhost/shop/gone"))).toBeNull();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await prerender(new URL("http://localhost/broken"))).toBeNull();
    expect(error).toHaveBeenCalledWith("Pre-rendering /broken failed:", "cannot draw");
    expect(await createPrerender(join(dir, "static"), join(dir, "none.mjs"), api)(new URL("http://localhost/shop"))).toBeNull();
  });

  it("warms up by drawing each pre-rendered page once from the API's answers", async () => {
    const fetchApi = vi.fn(api);
    await createPrerender(join(dir, "static"), renderer, fetchApi).warm();
    expect(fetchApi.mock.calls.map(([path]) => path).sort()).toEqual(["/api/missing", "/api/shop/books"]);
  });

  it("is served for the page's path, compressed, while other paths get the bare shell", async () => {
    const app = new Hono<AppEnv>();
    serveApp(app, join(dir, "static"), createPrerender(join(dir, "static"), renderer, api));
    const page = await app.request("/shop", { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("<h2>Acadia</h2>");
    // A page the app draws alone: the shell, in the page's language, with its head from the address.
    const shell = (path: string) => TEMPLATE.replace(/<meta name="description"[^>]*><title>Park Hunts<\/title>/, "").replace("</head>", `<title data-head>Canyon Kids at ${path}</title></head>`);
    expect(await (await app.request("/cart")).text()).toBe(shell("/cart").replace("<html>", '<html lang="en">'));
    expect(await (await app.request("/es/cart")).text()).toBe(shell("/es/cart").replace("<html>", '<html lang="es">'));
  });
});

describe("firstFiles and scriptSafeJson", () => {
  it("collects the modules' styles and scripts through their imports once, minus those already linked", () => {
    expect(firstFiles(MANIFEST, ["src/shop.tsx"], new Set(["assets/index.css", "assets/core.js"]))).toEqual({
      styles: ["assets/shop.css", "assets/cards.css"],
      scripts: ["assets/shop.js", "assets/cards.js"],
    });
    expect(firstFiles(MANIFEST, ["src/unknown.tsx"], new Set())).toEqual({ styles: [], scripts: [] });
  });

  it("writes JSON that cannot close its script element and reads back the same", () => {
    const value = { html: "</script><!-- <b>", n: 1 };
    const text = scriptSafeJson(value);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(value);
  });
});
