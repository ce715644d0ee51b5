/**
 * What the device keeps of a photo the camera gave it: the picture decoded upright (its EXIF orientation
 * applied), scaled to fit PHOTO_LONG_SIDE_MAX_PX, and drawn afresh into a canvas that encodes a new
 * JPEG. Only pixels cross the canvas, so nothing of the original file's metadata survives: not the GPS
 * position a phone's camera writes, nor the time, the phone's model or a thumbnail. The browser's
 * decoder and canvas are one codec, the same in the photo worker (photo-worker.ts) and on the page;
 * tests hand in another (jsdom has neither).
 */
import { NotAPhotoError } from "./not-a-photo-error";
import { fitWithin, type PhotoSize } from "./photo-resize";

export const PHOTO_TYPE = "image/jpeg";
export const PHOTO_JPEG_QUALITY = 0.85;

/** A decoded picture, upright; `close` frees its pixels. */
export interface DecodedPhoto {
  width: number;
  height: number;
  close(): void;
}

export interface PhotoCodec<D extends DecodedPhoto = DecodedPhoto> {
  /** Decodes with the EXIF orientation applied; rejects what is not a picture. */
  decode(file: Blob): Promise<D>;
  /** Draws the picture at `size` and encodes it as a new file. */
  encode(picture: D, size: PhotoSize): Promise<Blob>;
}

export interface EncodedPhoto extends PhotoSize {
  blob: Blob;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
/** HEIF and AVIF brands (after "ftyp"): what iPhones and some Android phones save. */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "heim", "heis", "hevm", "hevs", "mif1", "msf1", "avif", "avis"]);

/** Whether a file's first bytes are those of a picture a camera or a phone's gallery may hand over. */
export function looksLikeImage(head: Uint8Array): boolean {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true; // JPEG
  if (head[0] === 0x89 && ascii(head, 1, 4) === "PNG") return true;
  if (ascii(head, 0, 4) === "GIF8" || ascii(head, 0, 2) === "BM") return true;
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return true;
  return ascii(head, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(head, 8, 12));
}

/**
 * The photo as the device keeps it. A file that is not a picture (by its bytes, or by failing to
 * decode) is refused with NotAPhotoError; the original file itself is never kept or sent.
 */
export async function reencodePhoto<D extends DecodedPhoto>(file: Blob, codec: PhotoCodec<D>): Promise<EncodedPhoto> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!looksLikeImage(head) && !file.type.startsWith("image/")) throw new NotAPhotoError("Not an image file");
  let picture: D;
  try {
    picture = await codec.decode(file);
  } catch (error) {
    throw new NotAPhotoError(`The picture could not be decoded: ${String(error)}`);
  }
  try {
    const size = fitWithin(picture.width, picture.height);
    return { blob: await codec.encode(picture, size), ...size };
  } finally {
    picture.close();
  }
}

interface BrowserPicture extends DecodedPhoto {
  source: CanvasImageSource;
}

async function decodeInBrowser(file: Blob): Promise<BrowserPicture> {
  if (typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  }
  // Engines without createImageBitmap: an <img> applies the EXIF orientation itself (image-orientation: from-image).
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { width: image.naturalWidth, height: image.naturalHeight, source: image, close: () => URL.revokeObjectURL(url) };
}

async function encodeInBrowser(picture: BrowserPicture, { width, height }: PhotoSize): Promise<Blob> {
  const offscreen = typeof OffscreenCanvas === "function";
  const canvas = offscreen ? new OffscreenCanvas(width, height) : Object.assign(document.createElement("canvas"), { width, height });
  const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error("This browser cannot draw the photo");
  // A JPEG has no transparency: a see-through PNG would turn black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(picture.source, 0, 0, width, height);
  if (offscreen) return (canvas as OffscreenCanvas).convertToBlob({ type: PHOTO_TYPE, quality: PHOTO_JPEG_QUALITY });
  return new Promise((resolve, reject) =>
    (canvas as HTMLCanvasElement).toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be encoded"))), PHOTO_TYPE, PHOTO_JPEG_QUALITY),
  );
}

/** The browser's own decoder and canvas. */
export const browserCodec: PhotoCodec<BrowserPicture> = { decode: decodeInBrowser, encode: encodeInBrowser };
