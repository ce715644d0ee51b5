/**
 * Where a pointer is on a park map's picture, in the stored picture's pixels (the ones control points
 * are placed in): the picture is shown scaled to the editor's width, so the spot is scaled back by the
 * stored size over the shown size, to the nearest pixel, and kept on the picture.
 */
import type { PictureSize } from "#shared/rules/georeference";

export interface PicturePixel {
  x: number;
  y: number;
}

const scaled = (at: number, start: number, shown: number, whole: number) => Math.min(whole, Math.max(0, Math.round(((at - start) / shown) * whole)));

/** The pixel under the pointer, or null while the picture has no size on screen (not yet laid out). */
export function picturePixel(image: Element, picture: PictureSize, clientX: number, clientY: number): PicturePixel | null {
  const shown = image.getBoundingClientRect();
  if (!(shown.width > 0 && shown.height > 0)) return null;
  return { x: scaled(clientX, shown.left, shown.width, picture.width), y: scaled(clientY, shown.top, shown.height, picture.height) };
}
