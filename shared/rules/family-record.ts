// @chunk core
/**
 * Limits of a family's own record of the day, shared by the device (which checks before it queues) and
 * the server (which checks again): photo prompts and the photos taken for them, and the explorers who
 * each take the quiz on one phone.
 */
import { UPLOAD_MAX_BYTES } from "./uploads";

/** An item's photo prompt ("Take a picture of your family with the geyser"); "" for none. */
export const PHOTO_PROMPT_MAX = 200;
/** A family photo is at most as large as any upload; the device scales and re-encodes well below it. */
export const PHOTO_MAX_BYTES = UPLOAD_MAX_BYTES;
/** What a photo may be, decided from its bytes: what every phone's camera or canvas can encode. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** The refusal of a file that is not such a photo (its message in content/i18n/<lang>/errors.json). */
export const PHOTO_INVALID_TYPE = { key: "photoInvalidType" } as const;
/** The most one family's stored photos may add up to; an upload past it is refused until some are deleted. */
export const PHOTO_STORAGE_MAX_BYTES = 500 * 1024 * 1024;

/** The refusal of a photo the family's storage has no room for; the device knows it by its key. */
export const PHOTO_STORAGE_FULL = "photoStorageFull";

export function photoStorageFull(usedBytes: number) {
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  return { key: PHOTO_STORAGE_FULL, params: { usedMb: mb(usedBytes), maxMb: mb(PHOTO_STORAGE_MAX_BYTES) } } as const;
}

/** The most photos one list answer carries, newest first. */
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
