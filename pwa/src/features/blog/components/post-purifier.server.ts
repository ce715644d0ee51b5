/**
 * post-purifier.ts as the server's pre-renderer builds it (see vite.config.ts): a page drawn on the
 * server has no window, so DOMPurify runs over a jsdom window, with the same allow-list, and a body the
 * server draws is cleaned as the app would clean it. jsdom takes most of a second to load: it loads with
 * the first post drawn, and its window is made once per process.
 */
import createDOMPurify, { type DOMPurify } from "dompurify";
import { createRequire } from "node:module";
import { enforceHtmlAllowList, HTML_ALLOW_LIST } from "#shared/rules/html-allow-list";

// The subset of jsdom this module uses; jsdom ships no types of its own.
type JsdomModule = { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

let purifier: DOMPurify | undefined;

export function purifyPostBody(content: string): string {
  if (!purifier) {
    // Scripts never run in this window (jsdom's default) and it loads nothing: it is only a parser.
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as JsdomModule;
    purifier = enforceHtmlAllowList(createDOMPurify(new JSDOM("").window));
  }
  return purifier.sanitize(content, HTML_ALLOW_LIST);
}
