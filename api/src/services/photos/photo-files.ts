/**
 * The bytes of family photos, in the photos file store (DATA_DIR/photos, or the database): never the
 * store the public /uploads path serves, so a photo is read only through the signed-in route that
 * checks whose it is. The type is decided from the bytes (JPEG, PNG or WebP), only the pixels are kept
 * (clean-image.ts: no EXIF, so no GPS position), the name is random, and the store writes the file whole
 * or not at all, so a reader never sees half a photo.
 */
import { fileTypeFromBuffer } from "file-type";
import { randomBytes } from "node:crypto";
import { PHOTO_INVALID_TYPE, PHOTO_MAX_BYTES, type PhotoType } from "#shared/rules/family-record";
import { FILE_TOO_LARGE } from "#shared/rules/uploads";
import { HttpError } from "../../errors";
import { cleanImage } from "../files/clean-image";
import type { FileStore } from "../files/file-store";

/** A stored photo's name: nothing a caller chose, so nothing that could climb out of the folder. */
export const PHOTO_FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

const EXTENSIONS: Record<string, { ext: string; type: PhotoType }> = {
  "image/jpeg": { ext: "jpg", type: "image/jpeg" },
  "image/png": { ext: "png", type: "image/png" },
  // An animated PNG is still a PNG to every browser.
  "image/apng": { ext: "png", type: "image/png" },
  "image/webp": { ext: "webp", type: "image/webp" },
};

const PNG_END = Uint8Array.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * The device scales and re-encodes every photo, so the file ends exactly where the image does: a JPEG at
 * its end-of-image marker, a PNG with its IEND chunk, a WebP where its RIFF header says. Bytes after that
 * are how a polyglot (an image that is also a page or an archive) carries its other self.
 */
function endsWithImage(bytes: Uint8Array, type: PhotoType): boolean {
  const n = bytes.byteLength;
  if (type === "image/jpeg") return n >= 4 && bytes[n - 2] === 0xff && bytes[n - 1] === 0xd9;
  if (type === "image/png") return n >= PNG_END.length && PNG_END.every((byte, i) => bytes[n - PNG_END.length + i] === byte);
  const riffSize = new DataView(bytes.buffer, bytes.byteOffset, n).getUint32(4, true);
  return riffSize + 8 === n;
}

export interface PhotoBytes {
  bytes: Uint8Array;
  ext: string;
  type: PhotoType;
}

/**
 * Refuses anything but a whole JPEG, PNG or WebP, whatever its name and declared type say, and answers
 * its pixels alone, upright. Slow: call it outside any write transaction.
 */
export async function readPhotoUpload(file: File): Promise<PhotoBytes> {
  if (file.size > PHOTO_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const known = detected ? EXTENSIONS[detected.mime] : undefined;
  if (!known || !endsWithImage(bytes, known.type)) throw new HttpError(415, PHOTO_INVALID_TYPE);
  return { bytes: await cleanImage(bytes, known.type, PHOTO_INVALID_TYPE), ...known };
}

export async function writePhotoFile(photos: FileStore, photo: PhotoBytes): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.${photo.ext}`;
  await photos.write(name, photo.bytes);
  return name;
}

export async function readPhotoFile(photos: FileStore, name: string): Promise<Buffer<ArrayBuffer> | null> {
  if (!PHOTO_FILE_NAME.test(name)) return null;
  return photos.read(name);
}

/** Best effort: a file left behind is an orphan the sweep removes later (photo-sweep.ts). */
export async function removePhotoFile(photos: FileStore, name: string): Promise<void> {
  if (!PHOTO_FILE_NAME.test(name)) return;
  await photos.remove(name).catch(() => undefined);
}
