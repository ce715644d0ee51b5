/**
 * The app's layer of blog HTML safety: DOMPurify over the page's window with the allow-list the server
 * cleans with (shared/rules/html-allow-list.ts), in its own instance, made on first use, so the
 * allow-list's hooks reach no other DOMPurify user. The server's pre-renderer builds
 * post-purifier.server.ts in its place (see vite.config.ts).
 */
import createDOMPurify, { type DOMPurify } from "dompurify";
import { enforceHtmlAllowList, HTML_ALLOW_LIST } from "#shared/rules/html-allow-list";

let purifier: DOMPurify | undefined;

export function purifyPostBody(content: string): string {
  purifier ??= enforceHtmlAllowList(createDOMPurify(window));
  return purifier.sanitize(content, HTML_ALLOW_LIST);
}
