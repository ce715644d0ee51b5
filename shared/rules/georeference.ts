/**
 * A park's own map fitted to the ground: from control points (a spot on the picture, in its pixels from
 * the top-left, and the same spot's WGS84 degrees) an affine transform between the picture and the
 * ground, both ways. The admin's editor fits it as points are placed, the family's map draws where they
 * are with it, and the server refuses points that cannot make one. Pure, so all three get the same map.
 *
 * The ground is measured in metres east and north of the points' middle (equirectangular: a degree of
 * longitude is cos(latitude) of a degree of latitude), which is flat enough over a park, keeps the
 * numbers of similar size, and makes every error a distance in metres. The fit is least squares from
 * the picture to the ground, so `rmsM` is exactly what it made smallest; the other direction is its
 * exact inverse, so a round trip lands where it started.
 */
import { EARTH_RADIUS_M } from "./geo";

export interface ControlPoint {
  /** Pixels from the picture's left edge. */
  x: number;
  /** Pixels from the picture's top edge. */
  y: number;
  lat: number;
  lng: number;
}

export interface PictureSize {
  width: number;
  height: number;
}

/** [a, b, c, d, e, f]: out1 = a·in1 + b·in2 + c, out2 = d·in1 + e·in2 + f. */
export type Affine = readonly [number, number, number, number, number, number];

export interface Georeference {
  /** Where the ground's metres are measured from. */
  origin: { lat: number; lng: number };
  /** Pixels (x, y) to metres (east, north). */
  toGround: Affine;
  /** Metres (east, north) to pixels (x, y). */
  toPicture: Affine;
}

export type GeoreferenceProblem = "too-few-points" | "out-of-range" | "in-a-line" | "mirrored";

export type GeoreferenceFit =
  | { ok: true; transform: Georeference; residualsM: number[]; rmsM: number }
  | { ok: false; problem: GeoreferenceProblem; message: string };

/** An affine map needs three points; a fourth is the first that can disagree. */
export const GEOREFERENCE_MIN_POINTS = 3;

/**
 * How thin the points' spread may be, across its widest direction: the square root of the smaller over
 * the larger eigenvalue of their covariance. Three points at the ends and middle of a line 100 px long,
 * the middle one 4 px off it, come to 0.046: a click a pixel off would turn the map by degrees.
 */
export const MIN_SPREAD_RATIO = 0.05;

const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

/** A longitude difference taken the short way round, so a park across the antimeridian stays whole. */
const wrapDegrees = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

function apply([a, b, c, d, e, f]: Affine, p: number, q: number): [number, number] {
  return [a * p + b * q + c, d * p + e * q + f];
}

/** Metres east and north of the transform's origin. */
function toMetres(origin: Georeference["origin"], lat: number, lng: number): [number, number] {
  const east = wrapDegrees(lng - origin.lng) * METRES_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180);
  return [east, (lat - origin.lat) * METRES_PER_DEGREE];
}

export function toPixel(transform: Georeference, lat: number, lng: number): { x: number; y: number } {
  const [x, y] = apply(transform.toPicture, ...toMetres(transform.origin, lat, lng));
  return { x, y };
}

export function toLatLng(transform: Georeference, x: number, y: number): { lat: number; lng: number } {
  const [east, north] = apply(transform.toGround, x, y);
  const { origin } = transform;
  return {
    lat: origin.lat + north / METRES_PER_DEGREE,
    lng: wrapDegrees(origin.lng + east / (METRES_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180))),
  };
}

/** Each point's error in metres: how far the fitted map puts its pixel from its place on the ground. */
export function residualsM(transform: Georeference, points: readonly ControlPoint[]): number[] {
  return points.map((point) => {
    const [east, north] = apply(transform.toGround, point.x, point.y);
    const [trueEast, trueNorth] = toMetres(transform.origin, point.lat, point.lng);
    return Math.hypot(east - trueEast, north - trueNorth);
  });
}

/** The root mean square of the residuals, in metres. */
export function rmsM(residuals: readonly number[]): number {
  if (residuals.length === 0) return 0;
  return Math.sqrt(residuals.reduce((sum, r) => sum + r * r, 0) / residuals.length);
}

const between = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;

/** The first coordinate that cannot be on the ground or on the picture, worded for the admin. */
function outOfRange(points: readonly ControlPoint[], picture?: PictureSize): string | null {
  for (const [i, { x, y, lat, lng }] of points.entries()) {
    const at = `points[${i}]`;
    if (!between(lat, -90, 90)) return `${at}.lat must be between -90 and 90`;
    if (!between(lng, -180, 180)) return `${at}.lng must be between -180 and 180`;
    if (!between(x, 0, picture?.width ?? Infinity)) return `${at}.x must be on the picture${picture ? `, from 0 to ${picture.width}` : ", 0 or more"}`;
    if (!between(y, 0, picture?.height ?? Infinity)) return `${at}.y must be on the picture${picture ? `, from 0 to ${picture.height}` : ", 0 or more"}`;
  }
  return null;
}

interface Spread {
  mean: [number, number];
  /** The covariance's sums: Σuu, Σuv, Σvv of the coordinates less their mean. */
  uu: number;
  uv: number;
  vv: number;
}

function spreadOf(coordinates: readonly (readonly [number, number])[]): Spread {
  const n = coordinates.length;
  const mean: [number, number] = [coordinates.reduce((s, [u]) => s + u, 0) / n, coordinates.reduce((s, [, v]) => s + v, 0) / n];
  let uu = 0;
  let uv = 0;
  let vv = 0;
  for (const [p, q] of coordinates) {
    const [u, v] = [p - mean[0], q - mean[1]];
    uu += u * u;
    uv += u * v;
    vv += v * v;
  }
  return { mean, uu, uv, vv };
}

/** The spread across the points' widest direction over the spread along it: 0 on a line, 1 for a round cloud. */
function spreadRatio({ uu, uv, vv }: Spread): number {
  const half = (uu + vv) / 2;
  const root = Math.sqrt(Math.max(0, half * half - (uu * vv - uv * uv)));
  const [widest, thinnest] = [half + root, Math.max(0, half - root)];
  return widest > 0 ? Math.sqrt(thinnest / widest) : 0;
}

/** The least-squares affine map from the centred coordinates `from` to the values `to`: [a, b, c]. */
function fitAxis(from: Spread, coordinates: readonly (readonly [number, number])[], to: readonly number[]): [number, number, number] {
  const [mp, mq] = from.mean;
  const meanTo = to.reduce((s, t) => s + t, 0) / to.length;
  let su = 0;
  let sv = 0;
  coordinates.forEach(([p, q], i) => {
    su += (p - mp) * (to[i]! - meanTo);
    sv += (q - mq) * (to[i]! - meanTo);
  });
  const det = from.uu * from.vv - from.uv * from.uv;
  const a = (from.vv * su - from.uv * sv) / det;
  const b = (from.uu * sv - from.uv * su) / det;
  return [a, b, meanTo - a * mp - b * mq];
}

function invert([a, b, c, d, e, f]: Affine): Affine {
  const det = a * e - b * d;
  const [ia, ib, id, ie] = [e / det, -b / det, -d / det, a / det];
  return [ia, ib, -(ia * c + ib * f), id, ie, -(id * c + ie * f)];
}

const refuse = (problem: GeoreferenceProblem, message: string): GeoreferenceFit => ({ ok: false, problem, message });

/**
 * The map that best fits `points`, or why none can be fitted: fewer than three points, a coordinate off
 * the ground or off the picture (when its size is given), points nearly in a line on the picture or on
 * the ground, or points that would show the picture mirrored (two points swapped).
 */
export function fitGeoreference(points: readonly ControlPoint[], picture?: PictureSize): GeoreferenceFit {
  if (points.length < GEOREFERENCE_MIN_POINTS) return refuse("too-few-points", `A map needs at least ${GEOREFERENCE_MIN_POINTS} points; it has ${points.length}`);
  const range = outOfRange(points, picture);
  if (range) return refuse("out-of-range", range);

  const lat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const lng = wrapDegrees(points[0]!.lng + points.reduce((s, p) => s + wrapDegrees(p.lng - points[0]!.lng), 0) / points.length);
  const origin = { lat, lng };
  const pixels = points.map((p) => [p.x, p.y] as const);
  const ground = points.map((p) => toMetres(origin, p.lat, p.lng));
  const pixelSpread = spreadOf(pixels);
  if (spreadRatio(pixelSpread) < MIN_SPREAD_RATIO) return refuse("in-a-line", "The points are nearly in a line on the picture: spread them around the map");
  if (spreadRatio(spreadOf(ground)) < MIN_SPREAD_RATIO) return refuse("in-a-line", "The points are nearly in a line on the ground: spread them around the park");

  const [a, b, c] = fitAxis(pixelSpread, pixels, ground.map(([east]) => east));
  const [d, e, f] = fitAxis(pixelSpread, pixels, ground.map(([, north]) => north));
  const toGround: Affine = [a, b, c, d, e, f];
  // y runs down the picture and north up the ground: a picture the right way round turns one into the other.
  if (a * e - b * d >= 0) return refuse("mirrored", "The points would show the map mirrored: check that each is placed on its own spot");
  if (spreadRatio({ mean: [0, 0], uu: a * a + d * d, uv: a * b + d * e, vv: b * b + e * e }) < MIN_SPREAD_RATIO) {
    return refuse("in-a-line", "The points squash the map into a line: check that each is placed on its own spot");
  }
  const transform: Georeference = { origin, toGround, toPicture: invert(toGround) };
  const residuals = residualsM(transform, points);
  return { ok: true, transform, residualsM: residuals, rmsM: rmsM(residuals) };
}
