/**
 * Park maps for tests: pictures as an admin would send them (a scan stored sideways with the scanner's
 * GPS position in EXIF, a small PNG), the multipart upload, and control points that fit a map exactly.
 */
import sharp from "sharp";
import { EARTH_RADIUS_M } from "#shared/rules/geo";
import type { ControlPoint } from "#shared/rules/georeference";
import type { TestApp } from "./test-app";

/**
 * A JPEG stored `width` x `height` with EXIF orientation 6 (shown turned a quarter clockwise, so
 * `height` x `width`) and a camera's GPS position: what a phone's photo of a trailhead board carries.
 */
export async function sidewaysMapJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 60, g: 140, b: 70 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: "TrailPhone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "44/1 27/1 4200/100", GPSLongitudeRef: "W", GPSLongitude: "110/1 49/1 4800/100" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function mapPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 235, b: 210 } } })
    .png()
    .toBuffer();
}

export function mapForm(bytes: Uint8Array, { name = "park-map.jpg", credit }: { name?: string; credit?: string } = {}): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  if (credit !== undefined) form.append("credit", credit);
  return form;
}

export function uploadMap(t: TestApp, token: string | undefined, huntId: number | string, form: FormData) {
  return t.call("POST", `/api/hunts/${huntId}/map`, { token, body: form });
}

export function putMapPoints(t: TestApp, token: string | undefined, huntId: number | string, points: unknown) {
  return t.call("PUT", `/api/hunts/${huntId}/map/points`, { token, body: { points } });
}

const METRES_PER_DEGREE_LAT = (EARTH_RADIUS_M * Math.PI) / 180;

/**
 * Four points of a map `width` x `height` px at 1 m a pixel, north up, its top-left corner at
 * Old Faithful; `offM` moves the last one's place that many metres east.
 */
export function squarePoints(width: number, height: number, offM = 0): ControlPoint[] {
  const lat0 = 44.46;
  const lng0 = -110.83;
  const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((lat0 * Math.PI) / 180);
  const at = (x: number, y: number, eastM = 0) => ({ x, y, lat: lat0 - y / METRES_PER_DEGREE_LAT, lng: lng0 + (x + eastM) / metresPerDegreeLng });
  return [at(0, 0), at(width, 0), at(0, height), at(width, height, offM)];
}
