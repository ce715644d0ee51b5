/**
 * Serves public catalog reads from the response cache. Only visitors and regular users share entries
 * (admins see drafts, so their reads always run); a matching If-None-Match gets a 304. Responses say
 * `no-cache` so browsers and the service worker revalidate with the ETag instead of trusting an old copy.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv, Deps } from "../deps";
import { RESPONSE_CACHE_MAX_AGE_MS } from "../services/response-cache";
import { isAdmin } from "./auth";

/** When the answer stops being true by the clock alone (e.g. a post's scheduled time), or null. */
export type ValidUntil = (deps: Deps, now: Date) => number | null;

export function cachedRead(deps: Deps, validUntil?: ValidUntil) {
  const { cache } = deps;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isAdmin(c)) return next();
    const url = c.req.url;
    const key = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const now = deps.now();
    const version = cache.version();
    let entry = cache.get(key, version, now.getTime());
    if (!entry) {
      await next();
      if (c.res.status !== 200) return;
      const body = new Uint8Array(await c.res.clone().arrayBuffer());
      const expires = Math.min(now.getTime() + RESPONSE_CACHE_MAX_AGE_MS, validUntil?.(deps, now) ?? Infinity);
      entry = cache.store(key, version, body, c.res.headers.get("content-type") ?? "application/json", expires);
      c.res.headers.set("etag", entry.etag);
      c.res.headers.set("cache-control", "no-cache");
      return;
    }
    const headers = { etag: entry.etag, "cache-control": "no-cache", "content-type": entry.contentType };
    if (c.req.header("if-none-match") === entry.etag) return c.body(null, 304, headers);
    return c.body(entry.body as Uint8Array<ArrayBuffer>, 200, headers);
  });
}
