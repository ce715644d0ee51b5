/**
 * /sitemap.xml: every public page in every language, each naming all its twins (`hreflang`, English also
 * as `x-default`) as the pre-rendered pages' heads do, at the site's own address (never the request's
 * Host, which the client chooses). Served through the response cache like the catalog reads, so it is
 * rebuilt when content changes, and when the next scheduled post goes live.
 */
import { Hono } from "hono";
import { SITEMAP_PATH } from "#shared/rules/public-pages";
import { twinPaths } from "#shared/rules/lang-path";
import type { AppEnv, Deps } from "../deps";
import { cachedRead } from "../middleware/cached-read";
import { nextScheduledPublishMs } from "../services/catalog/posts";
import { sitemapPages, type SitemapPage } from "../services/site/sitemap";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

/** The sitemap's XML: one `<url>` per twin of each page, with the alternates of all of them. */
export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const href = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = pages.flatMap(({ path, lastmod }) => {
    const twins = twinPaths(path);
    const alternates = [...Object.entries(twins), ["x-default", twins.en] as const]
      .map(([lang, twin]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(twin)}"/>`)
      .join("");
    const modified = lastmod === undefined ? "" : `<lastmod>${escapeXml(lastmod)}</lastmod>`;
    return Object.values(twins).map((twin) => `<url><loc>${href(twin)}</loc>${modified}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapRoutes(deps: Deps) {
  const { db } = deps;
  const origin = deps.siteOrigins[0] ?? "http://localhost";
  return new Hono<AppEnv>().get(SITEMAP_PATH, cachedRead(deps, (d, now) => nextScheduledPublishMs(d.db, now)), async (c) => {
    const xml = sitemapXml(await sitemapPages(db, deps.now()), origin);
    return c.body(xml, 200, { "content-type": "application/xml; charset=utf-8" });
  });
}
