// @chunk database
/**
 * Reading and writing a photo's picture as the device keeps it (PhotoBytes: its bytes and their MIME
 * type). Never a Blob in IndexedDB: WebKit refuses to store one in Private Browsing ("Error preparing
 * Blob/File data to be stored in object store"), while every engine keeps an ArrayBuffer. Rows an
 * earlier version wrote hold a Blob in `blob` until they are converted after the database opens
 * (photo-blob-upgrade.ts); every reader goes through photoBlob, which takes either form.
 */
import type { PhotoBytes, PhotoRow } from "../lib/database/row-types";

type PictureOf = Pick<PhotoRow, "picture" | "blob">;

/** Reads a picture (the encoder's output, or a file fetched from the server) into the form the device keeps. */
export async function toPhotoBytes(blob: Blob): Promise<PhotoBytes> {
  return { bytes: await blob.arrayBuffer(), type: blob.type };
}

/** Whether the device holds the photo's file (a server photo listed but not fetched yet does not). */
export function hasPicture(photo: PictureOf): boolean {
  return Boolean(photo.picture ?? photo.blob);
}

/** The picture as a Blob, for an object URL or an upload, from either form; null when the device has no file. */
export function photoBlob(photo: PictureOf): Blob | null {
  if (photo.picture) return new Blob([photo.picture.bytes], { type: photo.picture.type });
  return photo.blob ?? null;
}
