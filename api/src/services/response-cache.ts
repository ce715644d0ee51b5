/**
 * A cache of serialized public catalog responses (hunts, posts, books, episodes, coupons, settings).
 * Entries are keyed by URL and stamped with the database's content version, which triggers bump on
 * every content change; a read compares the stamp with one indexed lookup, so a change made by any
 * server process is seen at once and nothing has to remember to invalidate. Time-dependent answers
 * (a post scheduled for later, a coupon about to expire) also carry the moment they stop being true.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/client";

export const RESPONSE_CACHE_MAX_ENTRIES = 500;
export const RESPONSE_CACHE_MAX_AGE_MS = 5 * 60 * 1000;

export interface CachedResponse {
  version: number;
  validUntilMs: number;
  body: Uint8Array;
  etag: string;
  contentType: string;
  /** Compressed copies of `body`, by content encoding, made when first asked for (null: not worth it). */
  encoded: Map<string, Promise<Uint8Array | null>>;
}

export interface ResponseCache {
  version(): number;
  get(key: string, version: number, nowMs: number): CachedResponse | undefined;
  store(key: string, version: number, body: Uint8Array, contentType: string, validUntilMs: number): CachedResponse;
  /** Drops every entry; returns how many there were. */
  clear(): number;
}

export function createResponseCache(db: Db): ResponseCache {
  const readVersion = db.$client.prepare("SELECT version FROM content_version WHERE id = 1").pluck();
  const entries = new Map<string, CachedResponse>();
  return {
    version: () => Number(readVersion.get() ?? 0),
    get(key, version, nowMs) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version === version && nowMs < entry.validUntilMs) return entry;
      entries.delete(key);
      return undefined;
    },
    store(key, version, body, contentType, validUntilMs) {
      if (entries.size >= RESPONSE_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const digest = createHash("sha1").update(body).digest("base64url").slice(0, 16);
      const entry = { version, validUntilMs, body, contentType, etag: `"${version}-${digest}"`, encoded: new Map() };
      entries.set(key, entry);
      return entry;
    },
    clear() {
      const cleared = entries.size;
      entries.clear();
      return cleared;
    },
  };
}
