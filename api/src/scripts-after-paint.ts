/**
 * A pre-rendered page asks for the app's scripts once it is painted, not from its head. Preloaded with the
 * page, they (some 150 KB compressed for the home page) share a slow phone network with the page and its
 * first pictures, and a fast one delivers them in time to run before the first paint. Only the entry and
 * what it imports stay preloaded (a few KB); the rest is listed in a JSON data element that the entry
 * turns into preloads after the first paint (pwa/src/lib/start-up/after-paint.ts reads the same id).
 */

// With the whitespace before it, so that a removed preload leaves no blank line.
const MODULEPRELOAD = /\s*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/(assets\/[^"]+)"[^>]*>/g;

/** The id of the element listing the scripts to preload after the first paint. */
export const AFTER_PAINT_ID = "after-paint-scripts";

/**
 * `html` (the app shell) without its preloads other than `entryFiles`', listing them and then `scripts`
 * (the page's first modules' files) for the entry to preload after the first paint, each once.
 */
export function withScriptsAfterPaint(html: string, entryFiles: ReadonlySet<string>, scripts: readonly string[]): string {
  const later = new Set<string>();
  const head = html.replace(MODULEPRELOAD, (link: string, file: string) => {
    if (entryFiles.has(file)) return link;
    later.add(file);
    return "";
  });
  for (const file of scripts) if (!entryFiles.has(file)) later.add(file);
  const list = JSON.stringify([...later].map((file) => `/${file}`));
  return head.replace("</head>", () => `<script type="application/json" id="${AFTER_PAINT_ID}">${list}</script></head>`);
}
