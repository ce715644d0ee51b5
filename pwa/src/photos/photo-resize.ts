/**
 * How big a photo is kept: its longest side at most PHOTO_LONG_SIDE_MAX_PX, its shape unchanged, and a
 * small photo never enlarged. 1600 px fills a phone's screen and a printed 6×4 at 266 dpi, in a few
 * hundred kilobytes instead of a camera's several megabytes.
 */
export const PHOTO_LONG_SIDE_MAX_PX = 1600;

export interface PhotoSize {
  width: number;
  height: number;
}

export function fitWithin(width: number, height: number, maxSide = PHOTO_LONG_SIDE_MAX_PX): PhotoSize {
  if (!(width > 0 && height > 0)) throw new RangeError(`A photo cannot be ${width}×${height}`);
  const scale = Math.min(1, maxSide / Math.max(width, height));
  // Rounded, but never to nothing: a 1×4000 strip is still 1 px wide.
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
