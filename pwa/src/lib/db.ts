/**
 * The device's database (IndexedDB through Dexie): the catalog last fetched from the server (so every
 * screen opens offline), hunts downloaded for no-signal play, the outbox of things the family did that
 * the server has not confirmed yet, the family's own trip photos, and a key-value table that backs the
 * persisted stores under the spec's key names. This is the only Dexie instance; the service worker opens
 * the same database.
 */
import Dexie, { type EntityTable } from "dexie";
// Dexie switches its debug mode on by itself whenever the page is served from localhost or 127.0.0.1,
// as `npm start` is: async stack tasks for every transaction, a fifth slower to open a hunt on a slow
// phone. The built app never wants it; development keeps it.
if (import.meta.env.PROD) Dexie.debug = false;

export { Dexie };
// Live queries subscribe through this module, so Dexie loads once, with the database.
export { liveQuery } from "dexie";
import type { Post } from "#shared/schemas/blog";
import type { Book } from "#shared/schemas/book";
import type { Episode } from "#shared/schemas/episode";
import type { Hunt, HuntSummary } from "#shared/schemas/hunt";
import type { KeptTranslations } from "#shared/schemas/hunt-translation";
import type { MutationKind } from "#shared/schemas/outbox";
import type { Coupon, User } from "#shared/schemas/user";
import { convertPhotoBlobs, listPhotoBlobs } from "./photo-blob-upgrade";
import type { PhotoBytes } from "./photo-bytes";

/**
 * A hunt as the device keeps it: the catalog summary, plus items and quiz once it has been opened or
 * downloaded, and then every version in another language whole (items and questions by id), so it can
 * be played in either language with no signal.
 */
export type StoredHunt = Omit<HuntSummary, "translations"> & Partial<Pick<Hunt, "items" | "quiz_questions">> & {
  translations?: KeptTranslations;
  /** When "Download for offline" finished fetching the hunt and all its images. */
  downloadedAt?: number;
};

/**
 * What the outbox carries: the mutations POST /api/sync takes, and the family's photos, which go one at a
 * time as multipart uploads (sync/photo-drain.ts) and never in a JSON batch: an upload, and a deletion
 * of one already uploaded.
 */
export type OutboxKind = MutationKind | "hunt.photo" | "hunt.photo.delete";

export interface OutboxRow {
  /** A ULID made on the device: the mutation's identity and its idempotency key on the server. */
  id: string;
  kind: OutboxKind;
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

/**
 * A photo the family took for a hunt item: scaled and re-encoded on the device (so it carries no EXIF,
 * and no GPS position), kept here until it is deleted, whether or not it has been uploaded.
 */
export interface PhotoRow {
  /** A photo taken here: its upload's outbox id (the Idempotency-Key). One from the server: "server-" + its id. */
  id: string;
  hunt_id: number;
  item_id: number;
  /** ISO date and time. */
  taken_at: string;
  /**
   * The re-encoded picture's bytes and type; null for one listed by the server whose file this device
   * has not fetched yet. Absent on a row an earlier version wrote, until it is converted from `blob`.
   */
  picture?: PhotoBytes | null;
  /** How an earlier version kept the picture (null: not fetched yet); read only through photo-bytes.ts. */
  blob?: Blob | null;
  /** The account it belongs to, once known (taken signed in, or uploaded); null for one taken signed out. */
  user_id: number | null;
  /** The server's id once uploaded. */
  server_id: string | null;
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
  photos!: EntityTable<PhotoRow, "id">;

  constructor(name = DB_NAME) {
    super(name);
    // 2 added the photos; 3 keeps every table as it is and moves photos stored as Blobs to bytes (Dexie
    // works out the change from the installed schema: earlier versions need not be declared any more).
    this.version(3)
      .stores({
        hunts: "id",
        books: "id",
        posts: "id",
        episodes: "id",
        coupons: "id",
        profile: "id",
        // [state+id] walks pending rows oldest first without loading the whole queue, and counts them
        // (Dexie answers where("state") from it); [kind+state] finds the few purchases, completions or
        // photos among thousands of queued page views. Version 1's state and nextAttemptAt indexes went:
        // the one duplicated [state+id], the other was never read, and each cost upkeep on every write.
        outbox: "id,[state+id],[kind+state]",
        kv: "key",
        // [hunt_id+item_id] finds an item's picture and counts a hunt's photos.
        photos: "id,[hunt_id+item_id]",
      })
      .upgrade(listPhotoBlobs);
    // After the open, not in it: the app must not wait for the conversion, which reads the Blobs' bytes.
    this.on("ready", () => void setTimeout(() => void convertPhotoBlobs(this).catch(() => undefined)), true);
  }
}

export const db = new ParkHuntsDb();
