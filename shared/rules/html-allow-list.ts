/**
 * The one allow-list for blog HTML. The server cleans a post's body with it before storing it
 * (api/src/services/catalog/sanitize-html.ts), because the API's answers are read by more clients than
 * this app; the app cleans again with it before the body reaches the DOM (pwa/.../post-body.tsx). Both
 * use DOMPurify, so the same config object means the same result on both sides.
 *
 * Kept to plain data and two hooks: it ships in the blog chunk, so it must not pull in jsdom or zod.
 * What it allows is formatting an article needs: text-level markup, headings below the page's own h1,
 * lists, quotes, code, tables, links (http, https, mailto or relative) and pictures (http, https or
 * relative). No SVG or MathML (their namespaces are where parser-confusion tricks live), no script, style,
 * iframe, object, embed, form, meta or base, no event handlers, no data: URLs, no style/class/id.
 */
import type { Config, DOMPurify } from "dompurify";

export const HTML_ALLOW_LIST = {
  ALLOWED_TAGS: [
    "a", "abbr", "b", "blockquote", "br", "caption", "cite", "code", "dd", "del", "div", "dl", "dt", "em",
    "figcaption", "figure", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol",
    "p", "pre", "q", "s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th",
    "thead", "tr", "u", "ul",
  ],
  ALLOWED_ATTR: ["href", "title", "target", "rel", "src", "alt", "width", "height", "loading", "colspan", "rowspan", "start"],
  // DOMPurify's own scheme test, narrowed to http(s) and mailto; relative URLs (no scheme) pass.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOWED_NAMESPACES: ["http://www.w3.org/1999/xhtml"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

/** Schemes each URL attribute may use. A relative URL resolves to the site's own https: and passes. */
const URL_SCHEMES: Record<string, readonly string[]> = {
  href: ["http:", "https:", "mailto:"],
  src: ["http:", "https:"],
};
// Stands in for "this site" when resolving a relative URL; it is never fetched.
const SITE_BASE = "https://site.invalid/";
const OPENER_SAFE_REL = ["noopener", "noreferrer"];

/** Parsed the way a browser parses it (tabs and newlines inside the scheme dropped, entities already decoded). */
function usesAllowedScheme(value: string, schemes: readonly string[]): boolean {
  try {
    return schemes.includes(new URL(value, SITE_BASE).protocol);
  } catch {
    return false;
  }
}

/**
 * What the config cannot say, as hooks on a DOMPurify instance: DOMPurify lets img keep data: URLs and
 * checks one scheme list for every attribute, so each URL is checked against its own schemes here; and a
 * link that opens another window gets rel="noopener noreferrer" so that page cannot reach back to this one.
 */
export function enforceHtmlAllowList(purify: DOMPurify): DOMPurify {
  purify.addHook("uponSanitizeAttribute", (_node, event) => {
    const schemes = URL_SCHEMES[event.attrName];
    if (schemes && !usesAllowedScheme(event.attrValue, schemes)) event.keepAttr = false;
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (!node.hasAttribute("target")) return;
    // Only a link opens a window; elsewhere the attribute means nothing and is dropped.
    if (node.nodeName !== "A") {
      node.removeAttribute("target");
      return;
    }
    const rel = (node.getAttribute("rel") ?? "").split(/\s+/).filter(Boolean);
    const missing = OPENER_SAFE_REL.filter((token) => !rel.some((present) => present.toLowerCase() === token));
    if (missing.length > 0) node.setAttribute("rel", [...rel, ...missing].join(" "));
  });
  return purify;
}
