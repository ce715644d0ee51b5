/**
 * Serves public catalog reads from the response cache. Only visitors and regular users share entries
 * (admins see drafts, so their reads always run); a matching If-None-Match gets a 304. Responses say
 * `no-cache` so browsers and the service worker revalidate with the ETag instead of trusting an old copy.
 * A client that accepts brotli or gzip gets the entry's compressed copy, made once per entry: the blog's
 * first page of posts is 48 KB as it is and 17 KB compressed. Each encoding has its own ETag.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { chooseEncoding, compress, type Encoding } from "../compression";
import type { AppEnv, Deps } from "../deps";
import { RESPONSE_CACHE_MAX_AGE_MS, type CachedResponse } from "../services/response-cache";
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
    const cached = cache.get(key, version, now.getTime());
    if (cached) return serve(c, cached);
    await next();
    if (c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const expires = Math.min(now.getTime() + RESPONSE_CACHE_MAX_AGE_MS, validUntil?.(deps, now) ?? Infinity);
    // The route has answered already, so its response is replaced rather than returned.
    c.res = await serve(c, cache.store(key, version, body, c.res.headers.get("content-type") ?? "application/json", expires));
  });
}

async function serve(c: Context<AppEnv>, entry: CachedResponse): Promise<Response> {
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  const encoded = encoding ? await encodedBody(entry, encoding) : null;
  // A strong ETag names one representation: the compressed copy's differs from the plain body's.
  const etag = encoded ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  const headers: Record<string, string> = { etag, "cache-control": "no-cache", "content-type": entry.contentType, vary: "accept-encoding" };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  if (encoded) return c.body(encoded as Uint8Array<ArrayBuffer>, 200, { ...headers, "content-encoding": encoding! });
  return c.body(entry.body as Uint8Array<ArrayBuffer>, 200, headers);
}

function encodedBody(entry: CachedResponse, encoding: Encoding): Promise<Uint8Array | null> {
  let copy = entry.encoded.get(encoding);
  if (!copy) {
    copy = compress(entry.body, encoding);
    entry.encoded.set(encoding, copy);
  }
  return copy;
}
