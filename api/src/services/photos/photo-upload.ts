/**
 * Takes in one family photo from the outbox. The Idempotency-Key is the photo's outbox id, kept per
 * account: a retry with the same key and item answers the photo already stored and stores nothing new,
 * the same key for another item is a 409. The file is written first, on its own (slow: it must not
 * hold the row's transaction open); the row and the key record then commit together, and the file is
 * removed if that commit fails or loses a race to the same key.
 *
 * Limits, for a new photo only (a replay is answered before them): PHOTO_UPLOADS_MAX a minute per
 * account (429 with Retry-After), and PHOTO_STORAGE_MAX_BYTES stored per account (413), checked in the
 * row's own transaction so two uploads at once cannot both take the last room. Neither refusal is kept
 * as the key's answer: the same photo is taken once there is room.
 */
import { and, eq } from "drizzle-orm";
import { PHOTO_STORAGE_MAX_BYTES, photoStorageFull } from "#shared/rules/family-record";
import type { PhotoUploadFields } from "#shared/schemas/photos";
import { writeTx, type Db } from "../../db";
import { huntItems, hunts } from "../../db/tables";
import type { AuthUser } from "../../deps";
import { HttpError, notFound, TryLater, type Refusal } from "../../errors";
import { insertPhoto, storedPhotoBytes } from "./family-photos";
import type { FileStore } from "../files/file-store";
import { onceForKey, previousOutcome, type Outcome } from "../infrastructure/idempotency";
import { readPhotoUpload, removePhotoFile, writePhotoFile } from "./photo-files";
import { photoUploadLimits, reserveAttempt } from "../infrastructure/rate-limit";

const SCOPE = "photo.upload";
const PHOTO_UPLOADS_LIMITED: Refusal = { key: "tooManyPhotos" };

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
  if (!item) throw new HttpError(422, { key: "photoNotOfHunt", params: { itemId } });
}

async function checkRoom(db: Db, userId: number, bytes: number): Promise<void> {
  const used = await storedPhotoBytes(db, userId);
  if (used + bytes > PHOTO_STORAGE_MAX_BYTES) throw new TryLater(413, photoStorageFull(used));
}

export async function uploadPhoto(ctx: PhotoUpload, huntId: number, fields: PhotoUploadFields, file: File, key: string): Promise<Outcome> {
  const { db, photos, user } = ctx;
  // Another family's key is another key: one account's outbox ids can neither replay nor block another's.
  const scopedKey = `photo:${user.id}:${key}`;
  const request = { hunt_id: huntId, item_id: fields.item_id };
  const replay = await previousOutcome(db, scopedKey, SCOPE, request);
  if (replay) return replay;

  await reserveAttempt(db, "photo", photoUploadLimits(user.id), ctx.now, PHOTO_UPLOADS_LIMITED);
  await checkTarget(db, huntId, fields.item_id);
  const photo = await readPhotoUpload(file);
  const fileName = await writePhotoFile(photos, photo);
  try {
    const { outcome, replayed } = await writeTx(db, () =>
      onceForKey(db, scopedKey, SCOPE, request, async () => {
        await checkRoom(db, user.id, photo.bytes.byteLength);
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
