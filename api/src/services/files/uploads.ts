/**
 * Stores an uploaded image. The type is decided from the file's own bytes (a `.png` name on an HTML page
 * must never be served as anything the browser would run), only its pixels are kept (clean-image.ts: no
 * EXIF, so no GPS position, on a public address), the stored name is random so a caller cannot choose or
 * overwrite a path, and the file store writes it whole or not at all, so a reader of /uploads never sees
 * half a file. Its preview card is made and kept with it (./upload-cards.ts), so a link to the post, hunt
 * or book that shows it has its picture in a chat at once.
 */
import { fileTypeFromBuffer } from "file-type";
import { randomBytes } from "node:crypto";
import { FILE_TOO_LARGE, INVALID_FILE_TYPE, UPLOAD_MAX_BYTES, type STORED_UPLOAD_EXTENSIONS } from "#shared/rules/uploads";
import type { UploadResult } from "#shared/schemas/settings";
import { HttpError } from "../../errors";
import { cleanImage, type CleanableType } from "./clean-image";
import type { FileStore } from "./file-store";
import { writeUploadCard } from "./upload-cards";

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
const ORIGINAL_NAME_MAX_CHARS = 200;

/** Detected type → stored extension and the type it is served with. An animated PNG is still a PNG to every browser. */
const ALLOWED: Record<string, { ext: (typeof STORED_UPLOAD_EXTENSIONS)[number]; mime: CleanableType }> = {
  "image/jpeg": { ext: "jpg", mime: "image/jpeg" },
  "image/png": { ext: "png", mime: "image/png" },
  "image/apng": { ext: "png", mime: "image/png" },
  "image/gif": { ext: "gif", mime: "image/gif" },
  "image/webp": { ext: "webp", mime: "image/webp" },
};

/** The name as the admin's computer had it, for display only: no directories, no control characters. */
export function cleanOriginalName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, ORIGINAL_NAME_MAX_CHARS);
  return clean === "" || clean === "." || clean === ".." ? fallback : clean;
}

export async function saveUpload(uploads: FileStore, file: File): Promise<UploadResult> {
  if (file.size > UPLOAD_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = detected ? ALLOWED[detected.mime] : undefined;
  if (!allowed) throw new HttpError(415, INVALID_FILE_TYPE);
  const clean = await cleanImage(bytes, allowed.mime, INVALID_FILE_TYPE);
  const name = `${randomBytes(16).toString("hex")}.${allowed.ext}`;
  await uploads.write(name, clean);
  await writeUploadCard(uploads, name, clean);
  return {
    url: `/uploads/${name}`,
    original_filename: cleanOriginalName(file.name, name),
    content_type: allowed.mime,
    size: clean.byteLength,
  };
}
