/**
 * Keeping a photo and queuing it for the server. A photo taken here is written with its upload's outbox
 * row in one transaction: both are kept or neither is, so a photo never waits without a way to the
 * server, and no row points at a missing photo. Deleting one removes it from the device at once; one
 * already uploaded leaves a deletion for the server in the outbox (sent by photo-drain.ts), so that
 * happens with no signal too, and the album never fetches it back.
 */
import { db, type PhotoRow } from "../lib/database/db";
import { toPhotoBytes } from "./photo-bytes";
import { newMutation, requestFlush } from "../sync/outbox";

export interface NewPhoto {
  huntId: number;
  itemId: number;
  /** The re-encoded picture (never the camera's file); kept as its bytes. */
  blob: Blob;
  /** The session's token (null signed out: the photo waits for a sign-in) and its account. */
  auth: string | null;
  userId: number | null;
  now?: number;
}

export async function storePhoto({ huntId, itemId, blob, auth, userId, now = Date.now() }: NewPhoto): Promise<PhotoRow> {
  const taken_at = new Date(now).toISOString();
  const row = newMutation("hunt.photo", { hunt_id: huntId, item_id: itemId, taken_at }, auth, now);
  // Read before the transaction, which would commit while it waited on anything but IndexedDB.
  const picture = await toPhotoBytes(blob);
  const photo: PhotoRow = { id: row.id, hunt_id: huntId, item_id: itemId, taken_at, picture, user_id: userId, server_id: null };
  await db.transaction("rw", db.photos, db.outbox, async () => {
    await db.photos.add(photo);
    await db.outbox.add(row);
  });
  requestFlush();
  return photo;
}

/** Removes a photo from the device, with its upload if still waiting (or refused); an uploaded one is deleted on the server too. */
export async function deletePhoto(id: string, auth: string | null): Promise<void> {
  await db.transaction("rw", db.photos, db.outbox, async () => {
    const photo = await db.photos.get(id);
    if (!photo) return;
    await db.photos.delete(id);
    await db.outbox.delete(id);
    if (photo.server_id !== null) await db.outbox.add(newMutation("hunt.photo.delete", { photo_id: photo.server_id }, auth));
  });
  requestFlush();
}

