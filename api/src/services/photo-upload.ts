/**
 * Takes in one family photo from the outbox. The Idempotency-Key is the photo's outbox id, kept per
 * account: a retry with the same key and item answers the photo already stored and stores nothing new,
 * the same key for another item is a 409. The file is written first, on its own (slow: it must not
 * hold the row's transaction open); the row and the key record then commit together, and the file is
 * removed if that commit fails or loses a race to the same key.
 */
import { and, eq } from "drizzle-orm";
import type { PhotoUploadFields } from "#shared/schemas/photos";
import type { Db } from "../db/client";
import { huntItems, hunts } from "../db/tables";
import { writeTx } from "../db/transactions";
import type { AuthUser } from "../deps";
import { HttpError, notFound } from "../errors";
import { insertPhoto } from "./family-photos";
import type { FileStore } from "./file-store";
import { onceForKey, previousOutcome, type Outcome } from "./idempotency";
import { readPhotoUpload, removePhotoFile, writePhotoFile } from "./photo-files";

const SCOPE = "photo.upload";

export interface PhotoUpload {
  db: Db;
  photos: FileStore;
  user: AuthUser;
  now: Date;
}

/** A draft answers like a missing hunt; the item must be one of this hunt's. */
async function checkTarget(db: Db, huntId: number, itemId: number): Promise<void> {
  const [hunt] = await db
    .select({ id: hunts.id })
    .from(hunts)
    .where(and(eq(hunts.id, huntId), eq(hunts.published, true)));
  if (!hunt) throw notFound("Hunt");
  const [item] = await db
    .select({ id: huntItems.id })
    .from(huntItems)
    .where(and(eq(huntItems.id, itemId), eq(huntItems.huntId, huntId)));
  if (!item) throw new HttpError(422, `item_id: item ${itemId} is not an item of this hunt`);
}

export async function uploadPhoto(ctx: PhotoUpload, huntId: number, fields: PhotoUploadFields, file: File, key: string): Promise<Outcome> {
  const { db, photos, user } = ctx;
  // Another family's key is another key: one account's outbox ids can neither replay nor block another's.
  const scopedKey = `photo:${user.id}:${key}`;
  const request = { hunt_id: huntId, item_id: fields.item_id };
  const replay = await previousOutcome(db, scopedKey, SCOPE, request);
  if (replay) return replay;

  await checkTarget(db, huntId, fields.item_id);
  const photo = await readPhotoUpload(file);
  const fileName = await writePhotoFile(photos, photo);
  try {
    const { outcome, replayed } = await writeTx(db, () =>
      onceForKey(db, scopedKey, SCOPE, request, async () => {
        const body = await insertPhoto(db, {
          userId: user.id,
          huntId,
          itemId: fields.item_id,
          takenAt: new Date(fields.taken_at).toISOString(),
          contentType: photo.type,
          size: photo.bytes.byteLength,
          fileName,
          createdAt: ctx.now.toISOString(),
        });
        return { status: 201, body };
      }),
    );
    // A twin request with the same key committed first: its photo is the answer, this copy is not needed.
    if (replayed || outcome.status !== 201) await removePhotoFile(photos, fileName);
    return outcome;
  } catch (err) {
    await removePhotoFile(photos, fileName);
    throw err;
  }
}
