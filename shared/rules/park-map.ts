/**
 * The limits of a hunt's park map, shared by the admin's editor (which checks before sending) and the
 * server (which checks again from the file's own bytes).
 */

/** A park's brochure map scanned or exported at print quality runs to several megabytes. */
export const MAP_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** The stored copy's longest side: a phone zoomed in on a trail still sees it sharp, and it stays a few megabytes. */
export const MAP_IMAGE_MAX_SIDE_PX = 4096;
/** What a map may be sent as, decided from its bytes. */
export const MAP_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** "Map: National Park Service" and the like, shown under the map. */
export const MAP_CREDIT_MAX_CHARS = 120;
/** Enough for a careful fit; more would only slow the editor's every move. */
export const MAP_POINTS_MAX = 50;

/** The refusals of a map's file, as messages of the catalogs (content/i18n/<lang>/errors.json). */
export const MAP_FILE_TOO_LARGE = { key: "mapFileTooLarge", params: { megabytes: MAP_UPLOAD_MAX_BYTES / (1024 * 1024) } } as const;
export const MAP_INVALID_TYPE = { key: "mapInvalidType" } as const;
export type MapFileProblem = typeof MAP_FILE_TOO_LARGE | typeof MAP_INVALID_TYPE;

const MAP_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

/**
 * The server's refusal of a map the editor must not send, or null when it may be sent. A browser's
 * type and name are only claims, so either one naming a picture lets it through to the server's check.
 */
export function mapFileProblem(file: { name: string; type: string; size: number }): MapFileProblem | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const named = (MAP_IMAGE_TYPES as readonly string[]).includes(file.type) || (MAP_EXTENSIONS as readonly string[]).includes(extension);
  if (!named) return MAP_INVALID_TYPE;
  if (file.size > MAP_UPLOAD_MAX_BYTES) return MAP_FILE_TOO_LARGE;
  return null;
}
