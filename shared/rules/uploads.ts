// @chunk core
/**
 * Image upload limits, shared by the admin form (which checks before sending) and the server (which
 * checks again from the file's bytes, since a browser's name and type are only claims).
 */

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ["jpeg", "jpg", "png", "gif", "webp"] as const;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** The extensions the server stores an upload under, one per type it keeps. */
export const STORED_UPLOAD_EXTENSIONS = ["jpg", "png", "gif", "webp"] as const;
/** What the server names a stored upload, served at /uploads/<name>: 32 random hex digits and its type's extension. */
export const STORED_UPLOAD_NAME = new RegExp(`^[a-f0-9]{32}\\.(?:${STORED_UPLOAD_EXTENSIONS.join("|")})$`);

/** The refusals of a file, as messages of the catalogs (content/i18n/<lang>/errors.json). */
export const FILE_TOO_LARGE = { key: "fileTooLarge" } as const;
export const INVALID_FILE_TYPE = { key: "invalidFileType" } as const;
export type FileProblem = typeof FILE_TOO_LARGE | typeof INVALID_FILE_TYPE;

/** The server's refusal of a file the form must not send, or null when it may be sent. */
export function imageFileProblem(file: { name: string; type: string; size: number }): FileProblem | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  const typeOk = (IMAGE_TYPES as readonly string[]).includes(file.type);
  const extOk = (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk && !extOk) return INVALID_FILE_TYPE;
  if (file.size > UPLOAD_MAX_BYTES) return FILE_TOO_LARGE;
  return null;
}
