/**
 * A cache of serialized public catalog responses (hunts, posts, books, episodes, coupons, settings).
 * Entries are keyed by URL and stamped with the database's content version, a counter that triggers
 * bump on every content change, so nothing has to remember to invalidate. Time-dependent answers (a
 * post scheduled for later, a coupon about to expire) also carry the moment they stop being true.
 *
 * How the version is known is the database engine's (VersionSource in db/engine.ts), without a round
 * trip while it can: a process sees its own changes at once and every other process's within
 * CONTENT_VERSION_STALE_MAX_MS (SQLite checks the file at most every 100 ms; PostgreSQL keeps a copy that
 * NOTIFY moves, db/pg-content-version.ts). While the version is known, hits are answered straight from
 * node:http (cachedReadFastPath); when it is not, through the app, which asks the database.
 *
 * Each entry carries its answers ready to send: the body, its ETag and every header as one list (the
 * cache's own and those it was stored with: the HTTP layer's security headers), for the plain body and
 * for each compressed copy once made.
 */
import { createHash } from "node:crypto";
import { engineOf, type Db } from "../../db";
import { compress, type Encoding } from "../../compression";

export const RESPONSE_CACHE_MAX_ENTRIES = 500;
export const RESPONSE_CACHE_MAX_AGE_MS = 5 * 60 * 1000;

/** One representation of an entry (the plain body or a compressed copy), with everything sent with it. */
export interface CachedVariant {
  body: Buffer;
  etag: string;
  /** The headers of a 200 answer, as Hono takes them. */
  headers: Readonly<Record<string, string>>;
  /** The same headers and Content-Length as node:http's flat [name, value, ...] list. */
  rawHeaders: readonly string[];
  /** The headers of a 304 answer (no Content-Length), in both forms. */
  notModifiedHeaders: Readonly<Record<string, string>>;
  rawNotModifiedHeaders: readonly string[];
}

export interface CachedResponse {
  version: number;
  validUntilMs: number;
  body: Uint8Array;
  etag: string;
  contentType: string;
  /** The headers the answer is sent with besides the cache's own (the security headers). */
  sentWith: readonly [string, string][];
  /** The plain body's answer. */
  identity: CachedVariant;
  /** The answer for each content encoding once its copy is made: the plain one when compressing did not pay. */
  encoded: Map<Encoding, CachedVariant>;
  /** Copies being made, so each is made once. */
  compressing: Map<Encoding, Promise<CachedVariant>>;
}

export interface ResponseCache {
  /** The content version now (see VersionSource in db/engine.ts). */
  version(): number | Promise<number>;
  /** The entry for `key` if it is still true at `version` and `nowMs` (a stale one is dropped). */
  get(key: string, version: number, nowMs: number): CachedResponse | undefined;
  /** The content version if known without a round trip, else undefined. */
  known(): number | undefined;
  /**
   * The entry kept for `key` whatever its version and age, for while the database cannot be reached: the
   * last answer this process served is better than none (nothing can change the content meanwhile but
   * another process's write that this one cannot see anyway).
   */
  kept(key: string): CachedResponse | undefined;
  /** `get` at `known()`, asking only when there is an entry for `key`; undefined when the version is not known. */
  lookup(key: string, nowMs: number): CachedResponse | undefined;
  /** Keeps an answer; `sentWith`: the headers it carries besides the cache's own, as the HTTP layer decides them. */
  store(key: string, version: number, body: Uint8Array, contentType: string, validUntilMs: number, sentWith: readonly [string, string][]): CachedResponse;
  /** The answer for `encoding` (null: the plain body), compressing it the first time it is asked for. */
  variant(entry: CachedResponse, encoding: Encoding | null): CachedVariant | Promise<CachedVariant>;
  /** Drops every entry; returns how many there were. */
  clear(): number;
}

export function createResponseCache(db: Db): ResponseCache {
  const source = engineOf(db).contentVersion();
  const entries = new Map<string, CachedResponse>();

  return {
    version: () => source.version(),
    known: () => source.known(),
    get(key, atVersion, nowMs) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version === atVersion && nowMs < entry.validUntilMs) return entry;
      entries.delete(key);
      return undefined;
    },
    kept: (key) => entries.get(key),
    lookup(key, nowMs) {
      if (!entries.has(key)) return undefined;
      const version = source.known();
      return version === undefined ? undefined : this.get(key, version, nowMs);
    },
    store(key, atVersion, body, contentType, validUntilMs, sentWith) {
      if (entries.size >= RESPONSE_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const digest = createHash("sha1").update(body).digest("base64url").slice(0, 16);
      const etag = `"${atVersion}-${digest}"`;
      const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      const entry: CachedResponse = {
        version: atVersion,
        validUntilMs,
        body,
        etag,
        contentType,
        sentWith,
        identity: makeVariant(bytes, etag, contentType, sentWith, null),
        encoded: new Map(),
        compressing: new Map(),
      };
      entries.set(key, entry);
      return entry;
    },
    variant(entry, encoding) {
      if (!encoding) return entry.identity;
      const made = entry.encoded.get(encoding);
      if (made) return made;
      let making = entry.compressing.get(encoding);
      if (!making) {
        making = compress(entry.body, encoding).then((copy) => {
          // A strong ETag names one representation: the compressed copy's differs from the plain body's.
          const variant = copy ? makeVariant(copy, `${entry.etag.slice(0, -1)}-${encoding}"`, entry.contentType, entry.sentWith, encoding) : entry.identity;
          entry.encoded.set(encoding, variant);
          return variant;
        });
        entry.compressing.set(encoding, making);
      }
      return making;
    },
    clear() {
      const cleared = entries.size;
      entries.clear();
      return cleared;
    },
  };
}

function makeVariant(body: Buffer, etag: string, contentType: string, sentWith: readonly [string, string][], encoding: Encoding | null): CachedVariant {
  // `no-cache`: browsers and the service worker revalidate with the ETag instead of trusting an old copy.
  const own: [string, string][] = [
    ["cache-control", "no-cache"],
    ["content-type", contentType],
    ["etag", etag],
    ["vary", "accept-encoding"],
  ];
  if (encoding) own.push(["content-encoding", encoding]);
  // In the order Hono's Headers list them (sorted by name), so a hit reads exactly like a miss.
  const all = [...sentWith, ...own].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const notModified = all.filter(([name]) => name !== "content-encoding");
  return {
    body,
    etag,
    headers: Object.fromEntries(all),
    rawHeaders: [...all.flat(), "content-length", String(body.length)],
    notModifiedHeaders: Object.fromEntries(notModified),
    rawNotModifiedHeaders: notModified.flat(),
  };
}
