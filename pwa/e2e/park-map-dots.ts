/**
 * Where a hunt's park map puts its items, measured in the page as a family sees it: for each placed item,
 * the screen distance between its dot's centre and the picture's pixel the georeference puts it on,
 * mapped through the transform the browser actually rendered the picture with (the picture's screen
 * matrix). Also whether the picture itself can be had, which offline means from the device's own copy.
 */
import { fitGeoreference, toPixel } from "../../shared/rules/georeference";
import type { ParkMap } from "../../shared/schemas/park-map";

/** A family's dot may sit this far from its place on the picture and still mark the right spot. */
export const DOT_TOLERANCE_PX = 3;

export interface PictureDot {
  /** The item's number in the list. */
  n: number;
  x: number;
  y: number;
}

/** The picture pixel of every placed item, numbered as in the list. */
export function expectedDots(map: Pick<ParkMap, "points" | "width" | "height">, items: readonly { lat?: number | null; lng?: number | null }[]): PictureDot[] {
  const fit = fitGeoreference(map.points, map);
  if (!fit.ok) throw new Error(`the map's points do not fit: ${fit.message}`);
  return items.flatMap((item, index) => (item.lat == null || item.lng == null ? [] : [{ n: index + 1, ...toPixel(fit.transform, item.lat, item.lng) }]));
}

export interface DotsSeen {
  /** The picture's own size once decoded, 0 when it could not be had. */
  pictureWidth: number;
  /** Each expected item's distance in screen pixels, or null when its dot is missing. */
  offsets: { n: number; px: number | null }[];
}

/**
 * Runs in the page (no named inner functions: the page gets the source as it is): null while there is
 * no park map on the page.
 */
export async function parkMapDotsInPage(dots: PictureDot[]): Promise<DotsSeen | null> {
  const svg = document.querySelector("svg.park-map-svg");
  const picture = svg?.querySelector<SVGImageElement>("image.park-map-picture");
  const matrix = picture?.getScreenCTM();
  if (!svg || !picture || !matrix) return null;
  const href = picture.getAttribute("href") ?? "";
  const pictureWidth = await new Promise<number>((resolve) => {
    const probe = new Image();
    probe.addEventListener("load", () => resolve(probe.naturalWidth));
    probe.addEventListener("error", () => resolve(0));
    probe.src = href;
  });
  const offsets = dots.map(({ n, x, y }) => {
    const dot = svg.querySelector(`.map-item[data-n="${n}"] circle`);
    if (!dot) return { n, px: null };
    const box = dot.getBoundingClientRect();
    const at = new DOMPoint(x, y).matrixTransform(matrix);
    return { n, px: Math.hypot(box.left + box.width / 2 - at.x, box.top + box.height / 2 - at.y) };
  });
  return { pictureWidth, offsets };
}

/** Fails with every misplaced dot named, when a dot is missing or off by more than the tolerance. */
export function assertDotsPlaced(engine: string, seen: DotsSeen | null, map: Pick<ParkMap, "width">, dots: readonly PictureDot[]): void {
  if (!seen) throw new Error(`${engine}: no park map on the page`);
  if (seen.pictureWidth !== map.width) throw new Error(`${engine}: the map's picture could not be had (width ${seen.pictureWidth}, expected ${map.width})`);
  if (seen.offsets.length !== dots.length || dots.length === 0) throw new Error(`${engine}: expected ${dots.length} dots, measured ${seen.offsets.length}`);
  const off = seen.offsets.filter(({ px }) => px === null || px > DOT_TOLERANCE_PX);
  if (off.length > 0) throw new Error(`${engine}: dots off their places: ${JSON.stringify(off)}`);
}
