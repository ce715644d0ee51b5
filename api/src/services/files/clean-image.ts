/**
 * Every picture the server keeps (admin uploads and family photos) is decoded and encoded again with sharp
 * (libvips), so only its pixels are stored: no EXIF (a camera writes its GPS position there, with the
 * time and the phone's make), no XMP, no IPTC, no comments. The app's own photos arrive clean already,
 * but an upload that did not come from the app may not.
 *
 * The EXIF orientation is applied before the tag goes, so the picture stays upright. The type stays: a
 * JPEG stays a JPEG, a PNG a PNG, a WebP a WebP, and an animated GIF or WebP keeps every frame with its
 * timing (an animated PNG keeps its first frame: libvips reads no APNG frames). A multi-frame picture
 * keeps its frames as stored, since libvips rotates only single pictures.
 *
 * This is slow next to a database write (0.1 to 0.2 s for a 12 MP photo, the more when it must be
 * turned), so callers run it before any write transaction; libvips works on libuv's thread pool, so the
 * server keeps answering meanwhile.
 */
import sharp, { type Metadata, type Sharp } from "sharp";
import { HttpError, type Refusal } from "../../errors";

export type CleanableType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

/** Pixels decoded at most, all frames together (a 48 MP phone photo fits): a small file can unpack to gigabytes. */
export const IMAGE_MAX_PIXELS = 50_000_000;
const JPEG_QUALITY = 90;
export const WEBP_QUALITY = 90;

export const TOO_MANY_PIXELS: Refusal = { key: "pictureTooLarge", params: { megapixels: IMAGE_MAX_PIXELS / 1_000_000 } };

// Each picture is processed once: libvips's cache of recent operations would only hold their pixels in memory.
sharp.cache(false);

const ANIMATED_TYPES: ReadonlySet<CleanableType> = new Set(["image/gif", "image/webp"]);

function encode(image: Sharp, type: CleanableType, meta: Metadata): Sharp {
  switch (type) {
    case "image/jpeg":
      return image.jpeg({ quality: JPEG_QUALITY });
    case "image/png":
      // A palette PNG stays one: its colours fit a palette exactly, and true colour would triple its size.
      return image.png({ palette: meta.isPalette });
    case "image/webp":
      return image.webp({ quality: WEBP_QUALITY });
    case "image/gif":
      return image.gif();
  }
}

/**
 * The picture's header, read before any pixel is decoded: refused with `unreadable` (415) when it cannot
 * be read, and with TOO_MANY_PIXELS (422) past IMAGE_MAX_PIXELS, over every frame when `animated`
 * (libvips's own limit counts one frame).
 */
export async function readPictureHeader(bytes: Uint8Array, animated: boolean, unreadable: Refusal): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, unreadable);
  }
  const frames = animated ? (meta.pages ?? 1) : 1;
  if (meta.width * (meta.pageHeight ?? meta.height) * frames > IMAGE_MAX_PIXELS) throw new HttpError(422, TOO_MANY_PIXELS);
  return meta;
}

/**
 * The picture's pixels alone, upright, in its own type. A picture that cannot be decoded is refused with
 * `unreadable` (415), one of more than IMAGE_MAX_PIXELS with TOO_MANY_PIXELS (422).
 */
export async function cleanImage(bytes: Uint8Array, type: CleanableType, unreadable: Refusal): Promise<Buffer> {
  const animated = ANIMATED_TYPES.has(type);
  const meta = await readPictureHeader(bytes, animated, unreadable);
  const frames = meta.pages ?? 1;
  try {
    const image = sharp(bytes, { animated, autoOrient: frames === 1, limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" });
    return await encode(image, type, meta).toBuffer();
  } catch {
    throw new HttpError(415, unreadable);
  }
}
