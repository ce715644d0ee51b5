/**
 * The family's photos on the device (db.photos; written by photo-outbox.ts): the reads the hunt and
 * the album make, and what to tell the family when a photo cannot be kept.
 */
import { db, type PhotoRow } from "../lib/database/db";
import { NotAPhotoError } from "./not-a-photo-error";

/** Why a photo could not be kept: not a picture, no room on the phone, or anything else (the screen words it). */
export type PhotoProblem = "notAPhoto" | "outOfSpace" | "photoNotSaved";

/** Whether the browser refused a write for lack of space (Dexie hands it on, sometimes inside an AbortError). */
export function isQuotaError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const { name, inner, cause } = e as { name?: unknown; inner?: unknown; cause?: unknown };
    if (name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED") return true;
    e = inner ?? cause;
  }
  return false;
}

/** What to tell the family when a photo could not be kept. */
export function photoProblem(error: unknown): PhotoProblem {
  if (error instanceof NotAPhotoError) return "notAPhoto";
  return isQuotaError(error) ? "outOfSpace" : "photoNotSaved";
}

/**
 * Whose photos someone on this phone sees: their own account's and those taken signed out here (which
 * their sign-in makes theirs); signed out, only the latter. Another account's never.
 */
export const seenBy = (userId: number | null) => (photo: PhotoRow) => photo.user_id === null || photo.user_id === userId;

/** The latest photo taken of one hunt item, of those on this device that `userId` sees. */
export async function itemPhoto(huntId: number, itemId: number, userId: number | null): Promise<PhotoRow | undefined> {
  return (await db.photos.where("[hunt_id+item_id]").equals([huntId, itemId]).filter(seenBy(userId)).sortBy("taken_at")).at(-1);
}

/** How many photos of a hunt this device holds that `userId` sees. */
export function huntPhotoCount(huntId: number, userId: number | null): Promise<number> {
  return db.photos.where("[hunt_id+item_id]").between([huntId, -Infinity], [huntId, Infinity]).filter(seenBy(userId)).count();
}
