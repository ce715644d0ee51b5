/**
 * A pre-rendered page carries its styles in its head instead of linking them. Linked, the first paint
 * waits for the HTML, then for the stylesheets' own round trips, which on a slow phone network share the
 * line with the app's scripts; written in, the page paints as soon as its HTML arrives. The shell's and
 * the screen's styles together are 9 to 15 KB (2.5 to 6 KB more for the compressed page), and a
 * pre-rendered page is a first visit's: the service worker answers later visits from the precached shell,
 * which links the same files as before.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Above this many bytes of CSS a page links its styles: past it, every visit's HTML would carry styles a
 * cached file sends once.
 */
export const INLINE_STYLES_LIMIT = 32 * 1024;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * CSS that means the same inside the page's `<style>` as in its own file: no `url()` relative to the
 * file's folder (the page's path differs) and nothing that would close the element.
 */
function inlinable(css: string): boolean {
  if (/<\/style/i.test(css)) return false;
  return [...css.matchAll(/url\(\s*['"]?([^'")\s]*)/g)].every(([, target]) => /^(?:data:|\/|[a-z][a-z0-9+.-]*:)/i.test(target!));
}

/** The files' text joined in order, or null when one is missing, cannot be inlined, or together they exceed the limit. */
async function readStyles(staticDir: string, files: readonly string[]): Promise<string | null> {
  try {
    const texts = await Promise.all(files.map((file) => readFile(join(staticDir, file), "utf8")));
    const css = texts.map((text) => text.trim()).join("\n");
    return Buffer.byteLength(css) <= INLINE_STYLES_LIMIT && texts.every(inlinable) ? css : null;
  } catch {
    return null;
  }
}

/**
 * `html` (the app shell) with its own stylesheets and `files` (the screen's) in one `<style>` where the
 * shell's first stylesheet was linked, keeping their order; when they cannot all be inlined, `files` are
 * linked at the end of the head instead, after the shell's.
 */
export async function withStyles(html: string, staticDir: string, files: readonly string[]): Promise<string> {
  const shellLinks = [...html.matchAll(STYLESHEET_LINK)];
  const css = await readStyles(staticDir, [...shellLinks.map((link) => link[1]!), ...files]);
  if (css === null) {
    const links = files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join("");
    return html.replace("</head>", () => `${links}</head>`);
  }
  // Each inlined file is also named by a disabled link, which browsers do not fetch: the app's loader
  // adds a screen's stylesheet only when no link names it, and would otherwise fetch these again.
  const named = [...shellLinks.map((link) => link[1]!), ...files].map((file) => `<link rel="stylesheet" href="/${file}" disabled>`);
  const style = `<style>${css}</style>${named.join("")}`;
  if (shellLinks.length === 0) return html.replace("</head>", () => `${style}</head>`);
  let first = true;
  return html.replace(STYLESHEET_LINK, () => (first ? ((first = false), style) : ""));
}
