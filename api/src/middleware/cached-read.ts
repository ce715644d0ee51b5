/**
 * Serves public catalog reads from the response cache. Only visitors and regular users share entries
 * (admins see drafts, so their reads always run); a matching If-None-Match gets a 304. Responses say
 * `no-cache` so browsers and the service worker revalidate with the ETag instead of trusting an old copy.
 * A client that accepts brotli or gzip gets the entry's compressed copy, made once per entry: the blog's
 * first page of posts is 48 KB as it is and 17 KB compressed. Each encoding has its own ETag.
 *
 * `cachedRead` is the route middleware: it fills the cache and answers through Hono. `cachedReadFastPath`
 * answers a hit straight from node:http before the app sees the request, with the same bytes and
 * headers (the entry holds them ready), and leaves everything else to the app: any method but GET, any
 * request with an Authorization header (the app checks the token, and an admin bypasses the cache),
 * a URL or Host the adapter would rewrite or refuse, a compressed copy not made yet, and any read while
 * the content version is not known without asking the database.
 *
 * While the database cannot be reached, a read whose answer this process has kept is served from memory
 * (whatever its version or age) instead of a 503: a catalog a little old is better than none.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from "node:http";
import { chooseEncoding, type Encoding } from "../compression";
import { databaseFault } from "../db/database-faults";
import type { AppEnv, Deps } from "../deps";
import { RESPONSE_CACHE_MAX_AGE_MS, type CachedResponse, type CachedVariant, type ResponseCache } from "../services/infrastructure/response-cache";
import { isAdmin } from "./auth";
import { securityHeadersFor } from "./security-headers";

/** When the answer stops being true by the clock alone (e.g. a post's scheduled time), or null. */
export type ValidUntil = (deps: Deps, now: Date) => Promise<number | null> | number | null;

export function cachedRead(deps: Deps, validUntil?: ValidUntil) {
  const { cache } = deps;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isAdmin(c)) return next();
    const url = c.req.url;
    const key = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const now = deps.now();
    // Read before the route runs: a change committed meanwhile leaves the entry stamped older, so never stale.
    let version: number;
    try {
      version = await cache.version();
    } catch (error) {
      const kept = databaseFault(error) === "unavailable" ? cache.kept(key) : undefined;
      if (kept) return serve(c, cache, kept);
      throw error;
    }
    // Held before `get`, which drops an entry gone stale.
    const kept = cache.kept(key);
    const cached = cache.get(key, version, now.getTime());
    if (cached) return serve(c, cache, cached);
    await next();
    // The database went away while the route asked it: the answer kept before is served instead.
    if (c.res.status === 503 && kept) {
      c.res = await serve(c, cache, kept);
      return;
    }
    if (c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const expires = Math.min(now.getTime() + RESPONSE_CACHE_MAX_AGE_MS, (await validUntil?.(deps, now)) ?? Infinity);
    // The route has answered already, so its response is replaced rather than returned.
    const contentType = c.res.headers.get("content-type") ?? "application/json";
    c.res = await serve(c, cache, cache.store(key, version, body, contentType, expires, securityHeadersFor(contentType)));
  });
}

async function serve(c: Context<AppEnv>, cache: ResponseCache, entry: CachedResponse): Promise<Response> {
  const variant = await cache.variant(entry, chooseEncoding(c.req.header("accept-encoding")));
  if (c.req.header("if-none-match") === variant.etag) return c.body(null, 304, variant.notModifiedHeaders);
  return c.body(variant.body as Uint8Array<ArrayBuffer>, 200, variant.headers);
}

/**
 * A Host that @hono/node-server puts into the request's URL as it is (the same pattern it checks); any
 * other goes through the app, which may normalize or refuse it.
 */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
/** Accept-Encoding values seen, with the encoding chosen for each (browsers send a handful of them). */
const ENCODINGS_KEPT = 64;

/**
 * A node:http request listener's first step: answers a cache hit and returns true, or returns false
 * and the request goes on to the app untouched.
 *
 * A hit is answered only while the content version is known without a round trip (`ResponseCache.known`:
 * this process's own writes at once, other processes' within a bound); otherwise the request goes to the
 * app, which asks the database.
 */
export function cachedReadFastPath(cache: ResponseCache, nowMs: () => number) {
  const encodings = new Map<string, Encoding | null>();
  const encodingFor = (accept: string | undefined): Encoding | null => {
    if (accept === undefined) return null;
    let encoding = encodings.get(accept);
    if (encoding === undefined) {
      encoding = chooseEncoding(accept);
      if (encodings.size >= ENCODINGS_KEPT) encodings.clear();
      encodings.set(accept, encoding);
    }
    return encoding;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET") return false;
    const headers = req.headers;
    if (headers.authorization !== undefined) return false;
    const key = req.url;
    // An absolute-form target ("GET http://…") or a rewritten one is keyed differently by the app.
    if (key === undefined || key.charCodeAt(0) !== 47 || headers.host === undefined || !PLAIN_HOST.test(headers.host)) return false;
    const entry = cache.lookup(key, nowMs());
    if (!entry) return false;
    const variant: CachedVariant | Promise<CachedVariant> = cache.variant(entry, encodingFor(headers["accept-encoding"]));
    // The compressed copy is still being made: the app waits for it.
    if (variant instanceof Promise) return false;
    if (headers["if-none-match"] === variant.etag) {
      res.writeHead(304, variant.rawNotModifiedHeaders as string[]);
      res.end();
    } else {
      res.writeHead(200, variant.rawHeaders as string[]);
      res.end(variant.body);
    }
    return true;
  };
}

/**
 * node:http's `createServer` with `cachedReadFastPath` in front of the app's listener, for
 * @hono/node-server's `serve({ createServer })`.
 */
export function withCachedReads(cache: ResponseCache, nowMs: () => number): typeof createServer {
  return ((options: ServerOptions, listener: RequestListener) => {
    const fastRead = cachedReadFastPath(cache, nowMs);
    return createServer(options, (req, res) => {
      if (!fastRead(req, res)) listener(req, res);
    });
  }) as typeof createServer;
}
