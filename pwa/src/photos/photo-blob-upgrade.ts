// @chunk database
/**
 * Moving photos an earlier version stored as Blobs to bytes (photo-bytes.ts). Reading a Blob's bytes is
 * not an IndexedDB request, and an upgrade transaction commits as soon as it waits on anything else, so
 * the upgrade only lists the photos to convert (in the key-value table) and each one is converted after
 * the database opens, in a transaction of its own. A page and the service worker may both do it: a row
 * is converted only while it still holds its Blob, so doing it twice changes nothing. Until then, every
 * reader takes the Blob as it is.
 */
import type { EntityTable, Transaction } from "dexie";
import type { KvRow, PhotoBytes, PhotoRow } from "../lib/database/row-types";
import { toPhotoBytes } from "./photo-bytes";

/** The tables the conversion touches (the database itself imports this module). */
interface PhotoTables {
  photos: EntityTable<PhotoRow, "id">;
  kv: EntityTable<KvRow, "key">;
}

/** The ids of the photos still kept as Blobs. */
export const PHOTO_BLOBS_KEY = "photo_blobs_to_convert";

/** The upgrade's part: notes which photos hold a Blob. */
export async function listPhotoBlobs(tx: Transaction): Promise<void> {
  const ids: string[] = [];
  await tx
    .table<PhotoRow, string>("photos")
    .toCollection()
    .each((row) => {
      if (row.blob) ids.push(row.id);
    });
  if (ids.length > 0) await tx.table("kv").put({ key: PHOTO_BLOBS_KEY, value: ids });
}

/** Converts the listed photos one by one; one whose Blob cannot be read stays listed (and readable) for the next start. */
export async function convertPhotoBlobs(database: PhotoTables): Promise<void> {
  const ids = (await database.kv.get(PHOTO_BLOBS_KEY))?.value as string[] | undefined;
  if (!ids) return;
  const left: string[] = [];
  for (const id of ids) {
    // Deleted since, or converted by another page or the service worker.
    const blob = (await database.photos.get(id))?.blob;
    if (!blob) continue;
    let picture: PhotoBytes;
    try {
      picture = await toPhotoBytes(blob);
    } catch {
      left.push(id);
      continue;
    }
    await database.photos
      .where("id")
      .equals(id)
      .modify((row) => {
        if (!row.blob) return;
        row.picture = picture;
        delete row.blob;
      });
  }
  if (left.length > 0) await database.kv.put({ key: PHOTO_BLOBS_KEY, value: left });
  else await database.kv.delete(PHOTO_BLOBS_KEY);
}
