/**
 * Public pages sent as HTML drawn by the app's own screens (the PWA's server build, pwa/dist-ssr), so a
 * first visit on a slow phone shows the page as soon as the HTML and its styles arrive instead of after
 * the app's scripts have loaded and run. Each page is drawn from this server's own answers to the reads
 * the page makes, and those answers ride along in the page for the app to take over from. The drawn
 * page is `inert` until the app has taken over, so a tap never lands on a button with nothing behind it.
 * Without a server build, or when drawing fails, the page is the bare app shell as before.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

interface Renderer {
  pageToRender(pathname: string): { paths: string[]; source: string } | null;
  renderPage(url: string, answers: Record<string, unknown>): Promise<string>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

interface Loaded {
  renderer: Renderer;
  template: string;
  manifest: Manifest;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The styles a screen's chunk and the chunks it imports load, minus those the page links already. */
export function screenStyles(manifest: Manifest, source: string, linked: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const css of chunk?.css ?? []) if (!linked.has(css)) found.add(css);
    for (const child of chunk?.imports ?? []) visit(child);
  };
  visit(source);
  return [...found];
}

/** JSON that cannot end the script element it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export type Prerender = (url: URL) => Promise<string | null>;

/**
 * A page's HTML for `url`, or null when the page is not pre-rendered (or cannot be): `fetchApi` answers
 * a GET of an API path as this server would.
 */
export function createPrerender(staticDir: string, rendererFile: string, fetchApi: (path: string) => Promise<Response>): Prerender {
  let loading: Promise<Loaded | null> | null = null;
  const load = () =>
    (loading ??= (async () => {
      try {
        const [renderer, template, manifest] = await Promise.all([
          import(pathToFileURL(rendererFile).href) as Promise<Renderer>,
          readFile(join(staticDir, "index.html"), "utf8"),
          readFile(join(staticDir, ".vite/manifest.json"), "utf8").then((text) => JSON.parse(text) as Manifest),
        ]);
        return template.includes(ROOT_ELEMENT) ? { renderer, template, manifest } : null;
      } catch {
        return null;
      }
    })());

  return async (url) => {
    const loaded = await load();
    const page = loaded?.renderer.pageToRender(url.pathname);
    if (!loaded || !page) return null;
    const answers: Record<string, unknown> = {};
    await Promise.all(
      page.paths.map(async (path) => {
        const res = await fetchApi(`/api${path}`).catch(() => null);
        if (res?.ok) answers[path] = await res.json();
      }),
    );
    let markup: string;
    try {
      markup = await loaded.renderer.renderPage(url.pathname + url.search, answers);
    } catch (error) {
      console.error(`Pre-rendering ${url.pathname} failed:`, error instanceof Error ? error.message : error);
      return null;
    }
    const linked = new Set(loaded.manifest["index.html"]?.css ?? []);
    const styles = screenStyles(loaded.manifest, page.source, linked)
      .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)
      .join("");
    return loaded.template
      .replace("</head>", `${styles}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root" inert>${markup}</div><script type="application/json" id="first-frame">${scriptSafeJson(answers)}</script>`);
  };
}
