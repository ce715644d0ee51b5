// @chunk core
/**
 * Limits of a family's own record of the day, shared by the device (which checks before it queues) and
 * the server (which checks again): photo prompts and the photos taken for them, and the explorers who
 * each take the quiz on one phone.
 */
import { PHOTO_STORAGE_FULL } from "./core-messages";
import { UPLOAD_MAX_BYTES } from "./uploads";

/** An item's photo prompt ("Take a picture of your family with the geyser"); "" for none. */
export const PHOTO_PROMPT_MAX = 200;
/** A family photo is at most as large as any upload; the device scales and re-encodes well below it. */
export const PHOTO_MAX_BYTES = UPLOAD_MAX_BYTES;
/** What a photo may be, decided from its bytes: what every phone's camera or canvas can encode. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_INVALID_TYPE = "Invalid file type: a photo must be a JPEG, PNG or WebP image";
/** The most one family's stored photos may add up to; an upload past it is refused until some are deleted. */
export const PHOTO_STORAGE_MAX_BYTES = 500 * 1024 * 1024;

export function photoStorageFullDetail(usedBytes: number): string {
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  return `${PHOTO_STORAGE_FULL}: your family's photos use ${mb(usedBytes)} MB of the ${mb(PHOTO_STORAGE_MAX_BYTES)} MB an account keeps. Delete some trip photos to make room.`;
}

/** The most photos (and completions) one list answer carries, newest first. */
export const FAMILY_LIST_MAX = 200;

export const EXPLORERS_MIN = 1;
export const EXPLORERS_MAX = 6;
export const EXPLORER_NAME_MAX = 30;

/** Where a family reads its own photo back (signed in; never under the public /uploads). */
export function familyPhotoUrl(id: string): string {
  return `/api/users/photos/${encodeURIComponent(id)}/file`;
}

/** The explorer with the best score (the first of a tie): the completion's own score and badge are theirs. */
export function bestExplorer<T extends { score: number }>(explorers: readonly T[]): T | undefined {
  return explorers.reduce<T | undefined>((best, e) => (best === undefined || e.score > best.score ? e : best), undefined);
}
