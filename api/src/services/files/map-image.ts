/**
 * A park map's picture as the server keeps it: decided from its bytes (JPEG, PNG or WebP), shrunk to at
 * most MAP_IMAGE_MAX_SIDE_PX on its longest side, upright, and written as WebP with nothing but its
 * pixels (a scanned brochure may carry the scanner's EXIF; a phone's photo of a trailhead board, its
 * GPS position). It is kept in the uploads store under a random name, so /uploads serves it like any
 * admin upload. Its width and height are the stored copy's: the pixels control points are placed in.
 */
import { fileTypeFromBuffer } from "file-type";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { MAP_FILE_TOO_LARGE, MAP_IMAGE_MAX_SIDE_PX, MAP_IMAGE_TYPES, MAP_INVALID_TYPE, MAP_UPLOAD_MAX_BYTES } from "#shared/rules/park-map";
import { STORED_UPLOAD_NAME } from "#shared/rules/uploads";
import { HttpError } from "../../errors";
import { IMAGE_MAX_PIXELS, readPictureHeader, WEBP_QUALITY } from "./clean-image";
import type { FileStore } from "./file-store";
import { removeUploadCard } from "./upload-cards";

const UPLOADS_PREFIX = "/uploads/";

/** Every type file-type names a picture of MAP_IMAGE_TYPES as; an animated PNG is still a PNG. */
const ACCEPTED: ReadonlySet<string> = new Set([...MAP_IMAGE_TYPES, "image/apng"]);

export interface MapImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The stored copy of an uploaded map, or a refusal: 413 past MAP_UPLOAD_MAX_BYTES, 415 for another type
 * or a picture that does not decode, 422 past IMAGE_MAX_PIXELS. Slow (a second for a 50 MP scan): call
 * it outside any write transaction.
 */
export async function readMapUpload(file: File): Promise<MapImage> {
  if (file.size > MAP_UPLOAD_MAX_BYTES) throw new HttpError(413, MAP_FILE_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new HttpError(415, MAP_INVALID_TYPE);
  // One frame is drawn, so one frame is counted.
  await readPictureHeader(bytes, false, MAP_INVALID_TYPE);
  try {
    const { data, info } = await sharp(bytes, { autoOrient: true, limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
      .resize({ width: MAP_IMAGE_MAX_SIDE_PX, height: MAP_IMAGE_MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(415, MAP_INVALID_TYPE);
  }
}

/** Stores the picture under a new random name; answers the address /uploads serves it at. */
export async function storeMapImage(uploads: FileStore, image: MapImage): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await uploads.write(name, image.bytes);
  return `${UPLOADS_PREFIX}${name}`;
}

/**
 * Removes a map's stored picture (and a preview card a request may have made of it) once no map names
 * it. Anything else, a sample map of the app's own pictures, is left alone. Best effort: a file left
 * behind is never served to anyone who does not already know its random name.
 */
export async function removeMapImage(uploads: FileStore, imageUrl: string | null): Promise<void> {
  const name = imageUrl?.startsWith(UPLOADS_PREFIX) ? imageUrl.slice(UPLOADS_PREFIX.length) : "";
  if (!STORED_UPLOAD_NAME.test(name)) return;
  await Promise.all([uploads.remove(name), removeUploadCard(uploads, name)]).catch(() => undefined);
}
