/**
 * The server's sanitizer of post bodies as it was when this migration was released
 * (api/src/services/sanitize-html.ts then), frozen with its allow-list (./html-allow-list.ts): DOMPurify
 * over a jsdom window, made once per process by the first body that needs it.
 *
 * A body without both angle brackets is plain text and passes unchanged ("5 miles <long."); so does one
 * with both brackets but no tag in it ("3 < 4 and 5 > 2"), which DOMPurify would turn into entities the
 * app would then show as plain text.
 */
import createDOMPurify, { type DOMPurify } from "dompurify";
import { createRequire } from "node:module";
import { enforceHtmlAllowList, HTML_ALLOW_LIST } from "./html-allow-list";

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

/** The rule the app renders by: a body is HTML when it holds both angle brackets. */
function isHtmlBody(content: string): boolean {
  return content.includes("<") && content.includes(">");
}

/** Whether an HTML tokenizer could read a tag, comment or doctype here ("<" then a letter, "/", "!" or "?"). */
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
  // No markup survived: keep the words rather than their entities, unless the words themselves spell markup.
  const text = decodeText(clean, document);
  return mayOpenMarkup(text) ? clean : text;
}
