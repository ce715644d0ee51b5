/**
 * Where things go on a hunt's own map, from coordinates alone (no tiles, no network): a local
 * equirectangular projection (east-west shrunk by the cosine of the middle latitude), true to a hair
 * over the few miles of a hunt, fitted to the items, and to the family too when they are near; and a
 * scale bar of a round length in feet or miles.
 */
import { distanceMeters, EARTH_RADIUS_M, FEET_PER_METER, METERS_PER_MILE, type LatLng } from "#shared/rules/geo";

/** The map's own units: about one CSS pixel each on a phone held upright. */
export const MAP_WIDTH = 320;
const MAP_MAX_HEIGHT = 260;
const MAP_MIN_HEIGHT = 150;
/** Room around the outermost points for their circles, and for the scale bar at the bottom. */
export const MAP_PADDING = 28;
/** Items on one spot (or a lone item) still get a map this many metres across. */
const MIN_SPAN_M = 150;
/** Farther than this from every item, the family is "off the map" rather than squeezing the items into a dot. */
export const FAMILY_NEAR_MILES = 3;
/** The scale bar is at most this share of the map's width. */
const SCALE_BAR_SHARE = 0.4;

const SCALE_LENGTHS = [
  ...[10, 20, 50, 100, 200, 500].map((feet) => ({ meters: feet / FEET_PER_METER, unit: "ft" as const, value: feet })),
  ...[0.2, 0.5, 1, 2, 5, 10, 20, 50].map((miles) => ({ meters: miles * METERS_PER_MILE, unit: "mi" as const, value: miles })),
];

export interface MapView {
  width: number;
  height: number;
  /** Map units per metre. */
  scale: number;
  project: (point: LatLng) => { x: number; y: number };
  familyOnMap: boolean;
  /** Its length in map units, and what it stands for (the map draws the words, in the family's language). */
  scaleBar: { length: number; unit: "ft" | "mi"; value: number };
}

const METERS_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

/** Fits `places` (at least one) and, when near them, the family. */
export function fitMap(places: readonly LatLng[], family: LatLng | null): MapView {
  const familyOnMap = family !== null && places.some((place) => distanceMeters(family, place) <= FAMILY_NEAR_MILES * METERS_PER_MILE);
  const shown = familyOnMap && family ? [...places, family] : places;
  const lats = shown.map((p) => p.lat);
  const lngs = shown.map((p) => p.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const metersPerLng = METERS_PER_DEGREE * Math.cos((((south + north) / 2) * Math.PI) / 180);
  const inner = MAP_WIDTH - 2 * MAP_PADDING;
  const spanX = Math.max((east - west) * metersPerLng, MIN_SPAN_M);
  const spanY = Math.max((north - south) * METERS_PER_DEGREE, MIN_SPAN_M);
  const scale = Math.min(inner / spanX, (MAP_MAX_HEIGHT - 2 * MAP_PADDING) / spanY);
  const height = Math.round(Math.max(MAP_MIN_HEIGHT, spanY * scale + 2 * MAP_PADDING));
  const [midLat, midLng] = [(south + north) / 2, (west + east) / 2];
  const project = ({ lat, lng }: LatLng) => ({
    x: MAP_WIDTH / 2 + (lng - midLng) * metersPerLng * scale,
    y: height / 2 - (lat - midLat) * METERS_PER_DEGREE * scale,
  });
  const longest = (inner * SCALE_BAR_SHARE) / scale;
  const bar = SCALE_LENGTHS.findLast((length) => length.meters <= longest) ?? SCALE_LENGTHS[0]!;
  return { width: MAP_WIDTH, height, scale, project, familyOnMap, scaleBar: { length: bar.meters * scale, unit: bar.unit, value: bar.value } };
}
