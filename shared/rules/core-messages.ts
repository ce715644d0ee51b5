// @chunk core
/**
 * The product texts that every screen's first load needs (a failed request, a hunt that will not load),
 * apart from the full catalogue in messages.ts so a hunt opened cold does not carry every admin text.
 */
export const CORE_MESSAGES = {
  requestFailed: "Request failed",
  huntLoadFailed: "Failed to load hunt",
} as const;

/**
 * How the server's refusal of a photo for lack of room begins: the device knows it by these words
 * (the sync status reads it on every page, so it lives here rather than with the photo limits).
 */
export const PHOTO_STORAGE_FULL = "Photo storage is full";
