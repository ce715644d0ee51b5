/**
 * The device's database (IndexedDB through Dexie): the catalog last fetched from the server (so every
 * screen opens offline), hunts downloaded for no-signal play, the outbox of things the family did that
 * the server has not confirmed yet, and a key-value table that backs the persisted stores under the
 * spec's key names. This is the only Dexie instance; the service worker opens the same database.
 */
import Dexie, { type EntityTable } from "dexie";
// Dexie switches its debug mode on by itself whenever the page is served from localhost or 127.0.0.1,
// as `npm start` is: async stack tasks for every transaction, a fifth slower to open a hunt on a slow
// phone. The built app never wants it; development keeps it.
if (import.meta.env.PROD) Dexie.debug = false;

export { Dexie };
import type { Post } from "#shared/schemas/blog";
import type { Book } from "#shared/schemas/book";
import type { Episode } from "#shared/schemas/episode";
import type { Hunt, HuntSummary } from "#shared/schemas/hunt";
import type { MutationKind } from "#shared/schemas/outbox";
import type { Coupon, User } from "#shared/schemas/user";

/** A hunt as the device keeps it: the catalog summary, plus items and quiz once it has been opened or downloaded. */
export type StoredHunt = HuntSummary & Partial<Pick<Hunt, "items" | "quiz_questions">> & {
  /** When "Download for offline" finished fetching the hunt and all its images. */
  downloadedAt?: number;
};

export interface OutboxRow {
  /** A ULID made on the device: the mutation's identity and its idempotency key on the server. */
  id: string;
  kind: MutationKind;
  payload: unknown;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** The bearer token of whoever did it, when signed in, so points reach the right account. */
  auth: string | null;
  /** pending until the server applies it; rejected ones wait in "Needs attention" with the reason. */
  state: "pending" | "rejected";
  detail?: string;
}

export interface KvRow {
  key: string;
  value: unknown;
}

export interface ProfileRow extends User {
  fetchedAt: number;
}

import { DB_NAME } from "./db-name";
export { DB_NAME };

export class ParkHuntsDb extends Dexie {
  hunts!: EntityTable<StoredHunt, "id">;
  books!: EntityTable<Book, "id">;
  posts!: EntityTable<Post, "id">;
  episodes!: EntityTable<Episode, "id">;
  coupons!: EntityTable<Coupon, "id">;
  profile!: EntityTable<ProfileRow, "id">;
  outbox!: EntityTable<OutboxRow, "id">;
  kv!: EntityTable<KvRow, "key">;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      hunts: "id",
      books: "id",
      posts: "id",
      episodes: "id",
      coupons: "id",
      profile: "id",
      // [state+id] walks pending rows oldest first without loading the whole queue; [kind+state] finds
      // the few purchases or completions among thousands of queued page views.
      outbox: "id, state, nextAttemptAt, [state+id], [kind+state]",
      kv: "key",
    });
  }
}

export const db = new ParkHuntsDb();
