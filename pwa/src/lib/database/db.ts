// @chunk database
/**
 * The device's database (IndexedDB through Dexie): the catalog last fetched from the server (so every
 * screen opens offline), hunts downloaded for no-signal play, the outbox of things the family did that
 * the server has not confirmed yet, the family's own trip photos, and a key-value table that backs the
 * persisted stores under key names that never change. This is the only Dexie instance; the service worker
 * opens the same database.
 */
import Dexie, { type EntityTable } from "dexie";
import type { Post } from "#shared/schemas/blog";
import type { Book } from "#shared/schemas/book";
import type { Episode } from "#shared/schemas/episode";
import type { Coupon } from "#shared/schemas/user";
import { DB_NAME } from "./db-name";
import type { KvRow, OutboxRow, PhotoRow, ProfileRow, StoredHunt } from "./row-types";
import { convertPhotoBlobs, listPhotoBlobs } from "../../photos/photo-blob-upgrade";

// Dexie switches its debug mode on by itself whenever the page is served from localhost or 127.0.0.1,
// as `npm start` is: async stack tasks for every transaction, a fifth slower to open a hunt on a slow
// phone. The built app never wants it; development keeps it.
if (import.meta.env.PROD) Dexie.debug = false;

export { Dexie, DB_NAME };
// Live queries subscribe through this module, so Dexie loads once, with the database.
export { liveQuery } from "dexie";
export type { KvRow, OutboxEntry, OutboxKind, OutboxPayloads, OutboxRow, OutboxRowFields, PhotoBytes, PhotoRow, ProfileRow, StoredHunt } from "./row-types";

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
