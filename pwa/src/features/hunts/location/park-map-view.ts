/**
 * What part of a park map the family sees: the picture scaled and moved in the frame
 * (park-map-frame.ts), frame = picture × scale + (x, y). It starts on every item (and the family, when
 * near), zooms about a point, pans, and never zooms out past the whole picture, in past
 * ZOOM_MAX_UNITS_PER_PIXEL, or moves the picture off the frame.
 */
import type { Georeference } from "#shared/rules/georeference";
import type { MapPoint } from "./map-marks";
import type { Size } from "./park-map-frame";

export interface ParkView {
  /** Frame units per picture pixel. */
  scale: number;
  x: number;
  y: number;
}

export interface ParkFrame {
  picture: Size;
  viewport: Size;
}

/** Past this a picture's pixels are big blurred squares: nothing more to see. */
export const ZOOM_MAX_UNITS_PER_PIXEL = 8;
/** Room around the outermost items for their circles when the view fits them. */
const FIT_PADDING = 28;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** From the whole picture in the frame to ZOOM_MAX_UNITS_PER_PIXEL (or the whole picture, if that is closer). */
export function zoomRange({ picture, viewport }: ParkFrame): { min: number; max: number } {
  const min = Math.min(viewport.width / picture.width, viewport.height / picture.height);
  return { min, max: Math.max(min, ZOOM_MAX_UNITS_PER_PIXEL) };
}

/** On each axis the picture covers the frame, or sits in its middle when it is smaller. */
export function clampView(view: ParkView, frame: ParkFrame): ParkView {
  const { min, max } = zoomRange(frame);
  const scale = clamp(view.scale, min, max);
  const axis = (offset: number, pictureLength: number, viewLength: number) => {
    const shown = pictureLength * scale;
    return shown <= viewLength ? (viewLength - shown) / 2 : clamp(offset, viewLength - shown, 0);
  };
  return { scale, x: axis(view.x, frame.picture.width, frame.viewport.width), y: axis(view.y, frame.picture.height, frame.viewport.height) };
}

/** The closest view that shows every one of `points` (picture pixels) inside the padding; none: the whole picture. */
export function fitView(points: readonly MapPoint[], frame: ParkFrame): ParkView {
  if (points.length === 0) return clampView({ scale: 0, x: 0, y: 0 }, frame);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const { viewport } = frame;
  const { min, max } = zoomRange(frame);
  // Points on one spot (or a lone point) span nothing: as close as the picture allows.
  const fits = Math.min((viewport.width - 2 * FIT_PADDING) / (right - left), (viewport.height - 2 * FIT_PADDING) / (bottom - top));
  const scale = clamp(fits, min, max);
  return clampView({ scale, x: viewport.width / 2 - ((left + right) / 2) * scale, y: viewport.height / 2 - ((top + bottom) / 2) * scale }, frame);
}

/** Zoomed by `factor` keeping the picture's spot under `at` (frame units) where it is. */
export function zoomAt(view: ParkView, factor: number, at: MapPoint, frame: ParkFrame): ParkView {
  const { min, max } = zoomRange(frame);
  const scale = clamp(view.scale * factor, min, max);
  const k = scale / view.scale;
  return clampView({ scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }, frame);
}

/** Zoomed by `factor` about the frame's middle, as the buttons and keys do. */
export function zoomCentre(view: ParkView, factor: number, frame: ParkFrame): ParkView {
  return zoomAt(view, factor, { x: frame.viewport.width / 2, y: frame.viewport.height / 2 }, frame);
}

/** The picture moved by (dx, dy) frame units, as far as it can go. */
export function panBy(view: ParkView, dx: number, dy: number, frame: ParkFrame): ParkView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, frame);
}

/** Where a picture pixel is in the frame. */
export function inFrame(view: ParkView, point: MapPoint): MapPoint {
  return { x: point.x * view.scale + view.x, y: point.y * view.scale + view.y };
}

/** The picture's pixels per metre on the ground: the square root of the area one square metre takes. */
export function pixelsPerMetre({ toPicture: [a, b, , d, e] }: Georeference): number {
  return Math.sqrt(Math.abs(a * e - b * d));
}

export const onPicture = (point: MapPoint, picture: Size) => point.x >= 0 && point.y >= 0 && point.x <= picture.width && point.y <= picture.height;
