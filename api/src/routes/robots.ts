/**
 * /robots.txt: crawlers may read every public page but not the private ones (shared/rules/public-pages.ts),
 * in every language (a `Disallow` is a prefix, so `/es/cart` needs its own line), and are told where the
 * sitemap is, by the site's own address.
 */
import { Hono } from "hono";
import { PRIVATE_PATHS, ROBOTS_PATH, SITEMAP_PATH } from "#shared/rules/public-pages";
import { twinPaths } from "#shared/rules/lang-path";
import type { AppEnv, Deps } from "../deps";

/** The file's text for a site at `origin`. */
export function robotsTxt(origin: string): string {
  const disallowed = [...new Set(PRIVATE_PATHS.flatMap((path) => Object.values(twinPaths(path))))];
  return ["User-agent: *", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${new URL(SITEMAP_PATH, origin).href}`, ""].join("\n");
}

export function robotsRoutes(deps: Deps) {
  const text = robotsTxt(deps.siteOrigins[0] ?? "http://localhost");
  return new Hono<AppEnv>().get(ROBOTS_PATH, (c) => c.body(text, 200, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" }));
}
