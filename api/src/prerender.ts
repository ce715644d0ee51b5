/**
 * Public pages sent as HTML drawn by the app's own screens (the PWA's server build, pwa/dist-ssr), so a
 * first visit on a slow phone shows the page as soon as its HTML arrives (its styles are written into it,
 * inline-styles.ts, and the app's scripts are asked for once it has painted, scripts-after-paint.ts)
 * instead of after the app's scripts have loaded and run. Each page is drawn from this server's own answers to the reads
 * the page makes, and those answers ride along in the page for the app to take over from. The drawn
 * page is `inert` until the app has taken over, so a tap never lands on a button with nothing behind it.
 * Without a server build, or when drawing fails, the page is the bare app shell as before. A page in
 * another language (`/es/shop`) says so in its `<html lang>`, and every drawn page links its twins in
 * each language (`hreflang`), so a search engine offers each family the one in its language.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { withStyles } from "./inline-styles";
import { withScriptsAfterPaint } from "./scripts-after-paint";

interface PageToRender {
  paths: string[];
  /** The paths without whose answers the page is not drawn (absent from an older server build). */
  required?: string[];
  modules: string[];
  /** The page's language. */
  lang?: string;
}

interface Renderer {
  pageToRender(pathname: string): PageToRender | null;
  renderPage(url: string, answers: Record<string, unknown>, origin: string): Promise<{ markup: string; head: string }>;
  shellHead(pathname: string, settings: unknown, origin: string): Promise<string>;
  prerenderedPaths(): string[];
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
  /** What the template links or preloads already. */
  linked: Set<string>;
  /** The app's entry script and the files it imports, which a page preloads from its head. */
  entryFiles: Set<string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The files the page's first modules (its screen's and the takeover's) load, through their imports,
 * minus those the page links already: styles to link, and scripts to preload so they arrive with the
 * page instead of after the app's entry has run and asked for them.
 */
export function firstFiles(manifest: Manifest, modules: readonly string[], linked: ReadonlySet<string>): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith(".js") && !linked.has(chunk.file)) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (!linked.has(css)) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const module of modules) visit(module);
  return { styles: [...styles], scripts: [...scripts] };
}

/** What the app shell already links or preloads (`/assets/...`), as manifest file names. */
function linkedFiles(template: string): Set<string> {
  return new Set([...template.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!));
}

/** The entry script the template runs and the files it imports, as manifest file names. */
function entryFiles(template: string, manifest: Manifest): Set<string> {
  const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/(assets\/[^"]+)"/.exec(template)?.[1];
  const entry = Object.keys(manifest).find((key) => manifest[key]!.file === src);
  return new Set(entry ? firstFiles(manifest, [entry], new Set()).scripts : []);
}

/** The document's language, in the app shell's `<html>` tag. */
export function withDocumentLang(html: string, lang: string): string {
  return html.replace(/<html\b[^>]*>/, () => `<html lang="${lang.replace(/[^a-zA-Z-]/g, "")}">`);
}

/**
 * The app shell with a page's own head (title, description, links, preview card, structured data) in
 * place of the shell's own title and description.
 */
export function withPageHead(html: string, head: string): string {
  if (!head) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "")
    .replace("</head>", () => `${head}</head>`);
}

/** JSON that cannot end the script element it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export interface Prerender {
  (url: URL): Promise<string | null>;
  /** The head of a page sent as the bare app shell, or "" when the server build cannot say. */
  head(url: URL): Promise<string>;
  /**
   * Loads the server build and draws each pre-rendered page once, so the first visitors after a start
   * do not wait for the build to load and the drawing code to warm up (about a second on a small server).
   */
  warm(): Promise<void>;
}

/**
 * A page's HTML for `url`, or null when the page is not pre-rendered (or cannot be): `fetchApi` answers
 * a GET of an API path as this server would; `origin` is the site's own address, which its twins'
 * links name.
 */
export function createPrerender(staticDir: string, rendererFile: string, fetchApi: (path: string) => Promise<Response>, origin = "http://localhost"): Prerender {
  let loading: Promise<Loaded | null> | null = null;
  const load = () =>
    (loading ??= (async () => {
      try {
        const [renderer, template, manifest] = await Promise.all([
          import(pathToFileURL(rendererFile).href) as Promise<Renderer>,
          readFile(join(staticDir, "index.html"), "utf8"),
          readFile(join(staticDir, ".vite/manifest.json"), "utf8").then((text) => JSON.parse(text) as Manifest),
        ]);
        return template.includes(ROOT_ELEMENT) ? { renderer, template, manifest, linked: linkedFiles(template), entryFiles: entryFiles(template, manifest) } : null;
      } catch {
        return null;
      }
    })());

  // A page's shell (the template with its styles and preloads) depends only on its modules and the
  // build: worked out once per page.
  const shells = new Map<string, Promise<string>>();
  const shellFor = (loaded: Loaded, modules: string[]) => {
    const key = modules.join(" ");
    let shell = shells.get(key);
    if (shell === undefined) {
      const { styles, scripts } = firstFiles(loaded.manifest, modules, loaded.linked);
      shell = withStyles(loaded.template, staticDir, styles).then((html) => withScriptsAfterPaint(html, loaded.entryFiles, scripts));
      shells.set(key, shell);
    }
    return shell;
  };

  const draw = async (url: URL): Promise<string | null> => {
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
    // What the page shows is not public (a draft, or nothing by that id): the app draws it, as any other page.
    if (page.required?.some((path) => !(path in answers))) return null;
    let drawn: { markup: string; head: string };
    try {
      drawn = await loaded.renderer.renderPage(url.pathname + url.search, answers, origin);
    } catch (error) {
      console.error(`Pre-rendering ${url.pathname} failed:`, error instanceof Error ? error.message : error);
      return null;
    }
    // Replacer functions, not strings: a replacement string expands `$&`, `$'`, `$\`` and `$$`, and the
    // markup and answers carry whatever admins wrote (a title with `$'` would copy the rest of the page in).
    const root = `<div id="root" inert>${drawn.markup}</div><script type="application/json" id="first-frame">${scriptSafeJson(answers)}</script>`;
    const html = withPageHead(await shellFor(loaded, page.modules), drawn.head).replace(ROOT_ELEMENT, () => root);
    return page.lang ? withDocumentLang(html, page.lang) : html;
  };
  const warm = async () => {
    const loaded = await load();
    for (const path of loaded?.renderer.prerenderedPaths() ?? []) await draw(new URL(path, "http://localhost"));
  };
  const head = async (url: URL): Promise<string> => {
    const loaded = await load();
    if (!loaded) return "";
    try {
      const settings = await fetchApi("/api/settings/public")
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
      return await loaded.renderer.shellHead(url.pathname, settings, origin);
    } catch {
      return "";
    }
  };
  return Object.assign(draw, { warm, head });
}
