/**
 * How the server cleaned a picture when this migration was released (api/src/services/clean-image.ts
 * then), frozen: decoded and encoded again with sharp (libvips), so only its pixels stay: no EXIF, XMP,
 * IPTC or comments. The EXIF orientation is applied first, so the picture stays upright; the type stays;
 * an animated GIF or WebP keeps every frame with its timing (an animated PNG keeps its first frame), and
 * a multi-frame picture keeps its frames as stored, since libvips rotates only single pictures.
 */
import sharp, { type Metadata, type Sharp } from "sharp";

export type CleanableType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

/** A picture this migration leaves as it is: no decoder reads it, or it is too large to decode. */
export class UnusablePicture extends Error {}

/** Pixels decoded at most, all frames together: a small file can unpack to gigabytes. */
const IMAGE_MAX_PIXELS = 50_000_000;
const JPEG_QUALITY = 90;
const WEBP_QUALITY = 90;

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

/** The picture's pixels alone, upright, in its own type; UnusablePicture when it cannot be decoded or is too large. */
export async function cleanImage(bytes: Uint8Array, type: CleanableType): Promise<Buffer> {
  const animated = ANIMATED_TYPES.has(type);
  let meta: Metadata;
  try {
    // The header alone: the size is checked here, over all frames (libvips's own limit counts one frame).
    meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new UnusablePicture("The picture cannot be decoded");
  }
  const frames = meta.pages ?? 1;
  if (meta.width * (meta.pageHeight ?? meta.height) * frames > IMAGE_MAX_PIXELS) throw new UnusablePicture(`The picture has more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`);
  try {
    const image = sharp(bytes, { animated, autoOrient: frames === 1, limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" });
    return await encode(image, type, meta).toBuffer();
  } catch {
    throw new UnusablePicture("The picture cannot be decoded");
  }
}
