/**
 * A cache of serialized public catalog responses (hunts, posts, books, episodes, coupons, settings).
 * Entries are keyed by URL and stamped with the database's content version, a counter that triggers
 * bump on every content change, so nothing has to remember to invalidate. Time-dependent answers (a
 * post scheduled for later, a coupon about to expire) also carry the moment they stop being true.
 *
 * Knowing the version reads no table while nothing is written. SQLite's `PRAGMA data_version` changes
 * when another connection (another server process, or any other program) commits to the file, and
 * `total_changes()` counts every row this connection writes, the triggers' bumps included; only when
 * one of the two has moved is the version read again. A change made by any process is therefore seen
 * by the next read, and this process's own writes at once. The pragma still takes SQLite's read lock
 * on the shared memory (two syscalls, as much as the table read it replaces), so `turnVersion` lets the
 * reads of one event-loop turn share one (see cachedReadFastPath for why that is exact for them).
 *
 * Each entry carries its answers ready to send: the body, its ETag and every header (security headers
 * included) as one list, for the plain body and for each compressed copy once made.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import { compress, type Encoding } from "../compression";
import { SECURITY_HEADERS } from "../middleware/security-headers";

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
  /** The plain body's answer. */
  identity: CachedVariant;
  /** The answer for each content encoding once its copy is made: the plain one when compressing did not pay. */
  encoded: Map<Encoding, CachedVariant>;
  /** Copies being made, so each is made once. */
  compressing: Map<Encoding, Promise<CachedVariant>>;
}

export interface ResponseCache {
  /** The content version now; reads the table only when something was committed since the last call. */
  version(): number;
  /** The entry for `key` if it is still true at `version` and `nowMs` (a stale one is dropped). */
  get(key: string, version: number, nowMs: number): CachedResponse | undefined;
  /**
   * The content version as first asked for in this turn of the event loop, unless this connection has
   * written since (then `version()`). Only for a caller whose request was received before the turn
   * began: a socket read in the poll phase, where any commit the request may know of came first.
   */
  turnVersion(): number;
  /** `get` at `version()` (or `turnVersion()`), asking for it only when there is an entry for `key`. */
  lookup(key: string, nowMs: number, sameTurn?: boolean): CachedResponse | undefined;
  store(key: string, version: number, body: Uint8Array, contentType: string, validUntilMs: number): CachedResponse;
  /** The answer for `encoding` (null: the plain body), compressing it the first time it is asked for. */
  variant(entry: CachedResponse, encoding: Encoding | null): CachedVariant | Promise<CachedVariant>;
  /** Drops every entry; returns how many there were. */
  clear(): number;
}

export function createResponseCache(db: Db): ResponseCache {
  const client = db.$client;
  const readVersion = client.prepare("SELECT version FROM content_version WHERE id = 1").pluck();
  const readDataVersion = client.prepare("PRAGMA data_version").pluck();
  const readOwnChanges = client.prepare("SELECT total_changes()").pluck();
  let seenDataVersion: unknown;
  let seenOwnChanges: unknown;
  let version = 0;
  /** What `turnVersion` answers until the loop reaches its check phase (setImmediate) and forgets it. */
  let turn: { version: number; ownChanges: unknown } | undefined;
  const endTurn = () => {
    turn = undefined;
  };
  const entries = new Map<string, CachedResponse>();

  return {
    version() {
      // Inside a transaction the table may hold a version that is rolled back later: nothing matches it.
      if (client.inTransaction) return Number.NaN;
      const dataVersion = readDataVersion.get();
      const ownChanges = readOwnChanges.get();
      if (dataVersion !== seenDataVersion || ownChanges !== seenOwnChanges) {
        // Read after the two marks: a commit landing in between moves a mark again, so it is read next time.
        version = Number(readVersion.get() ?? 0);
        seenDataVersion = dataVersion;
        seenOwnChanges = ownChanges;
      }
      return version;
    },
    turnVersion() {
      if (turn && !client.inTransaction && readOwnChanges.get() === turn.ownChanges) return turn.version;
      const current = this.version();
      if (Number.isNaN(current)) return current;
      if (!turn) setImmediate(endTurn);
      turn = { version: current, ownChanges: seenOwnChanges };
      return current;
    },
    get(key, atVersion, nowMs) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version === atVersion && nowMs < entry.validUntilMs) return entry;
      entries.delete(key);
      return undefined;
    },
    lookup(key, nowMs, sameTurn = false) {
      if (!entries.has(key)) return undefined;
      return this.get(key, sameTurn ? this.turnVersion() : this.version(), nowMs);
    },
    store(key, atVersion, body, contentType, validUntilMs) {
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
        identity: makeVariant(bytes, etag, contentType, null),
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
          const variant = copy ? makeVariant(copy, `${entry.etag.slice(0, -1)}-${encoding}"`, entry.contentType, encoding) : entry.identity;
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

function makeVariant(body: Buffer, etag: string, contentType: string, encoding: Encoding | null): CachedVariant {
  // `no-cache`: browsers and the service worker revalidate with the ETag instead of trusting an old copy.
  const own: [string, string][] = [
    ["cache-control", "no-cache"],
    ["content-type", contentType],
    ["etag", etag],
    ["vary", "accept-encoding"],
  ];
  if (encoding) own.push(["content-encoding", encoding]);
  // In the order Hono's Headers list them (sorted by name), so a hit reads exactly like a miss.
  const all = [...SECURITY_HEADERS, ...own].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
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
