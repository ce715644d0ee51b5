/**
 * Makes a blog post's body safe before it is stored, so that every reader of the API gets inert HTML, not
 * only this app (which cleans it again in the browser). DOMPurify runs over a jsdom window with the
 * allow-list the browser uses (shared/rules/html-allow-list.ts), so both layers keep the same markup.
 *
 * jsdom takes most of a second to load, so it is loaded by the first body that needs it (not when the
 * server starts, nor by every test that opens a database), and its window is made once per process.
 *
 * Text that is not markup is left as written. A body without both angle brackets is plain text: the app never parses it as HTML, so it passes unchanged ("5 miles <long."). A body with both
 * brackets but no tag in it ("3 < 4 and 5 > 2") passes unchanged too: DOMPurify would write the brackets
 * as &lt; and &gt;, the body would then have none, and the app would show the entities as plain text.
 */
import createDOMPurify, { type DOMPurify } from "dompurify";
import { createRequire } from "node:module";
import { enforceHtmlAllowList, HTML_ALLOW_LIST } from "#shared/rules/html-allow-list";
import { isHtmlBody } from "#shared/rules/html-body";

interface Purifier {
  purify: DOMPurify;
  document: Document;
}

// The subset of jsdom this module uses; jsdom ships no types of its own.
type JsdomModule = { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

let purifier: Purifier | undefined;

function htmlPurifier(): Purifier {
  if (!purifier) {
    // Scripts never run in this window (jsdom's default) and it loads nothing: it is only a parser.
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as JsdomModule;
    const { window } = new JSDOM("");
    purifier = { purify: enforceHtmlAllowList(createDOMPurify(window)), document: window.document };
  }
  return purifier;
}

/**
 * Whether an HTML tokenizer could read a tag, comment or doctype here: only "<" followed by a letter, "/",
 * "!" or "?" leaves the text state; any other "<" is just a character. Not a sanitizer: it only decides
 * whether text can be kept as written, and whatever it flags goes through DOMPurify.
 */
function mayOpenMarkup(text: string): boolean {
  return /<[a-z/!?]/i.test(text);
}

/** The characters a serialized text stands for (&lt; back to <). */
function decodeText(html: string, document: Document): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.textContent ?? "";
}

/** A post body as it may be stored: HTML through the allow-list, text as written. */
export function sanitizeHtml(content: string): string {
  if (!isHtmlBody(content) || !mayOpenMarkup(content)) return content;
  const { purify, document } = htmlPurifier();
  const clean = purify.sanitize(content, HTML_ALLOW_LIST);
  if (isHtmlBody(clean)) return clean;
  // No markup survived (say "<script>…</script> 3 < 4 > 2"): keep the words rather than their entities,
  // unless the words themselves spell markup (an encoded "&lt;img …&gt;"), which stays encoded.
  const text = decodeText(clean, document);
  return mayOpenMarkup(text) ? clean : text;
}
