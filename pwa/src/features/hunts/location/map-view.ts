/**
 * Where things go on a hunt's own map, from coordinates alone (no tiles, no network): a local
 * equirectangular projection (east-west shrunk by the cosine of the middle latitude), true to a hair
 * over the few miles of a hunt, fitted to the items, and to the family too when they are near; and a
 * scale bar of a round length in feet or miles.
 */
import { distanceMeters, EARTH_RADIUS_M, METERS_PER_MILE, type LatLng } from "#shared/rules/geo";
import { scaleBar, type ScaleBar } from "./scale-bar";

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

export interface MapView {
  width: number;
  height: number;
  /** Map units per metre. */
  scale: number;
  project: (point: LatLng) => { x: number; y: number };
  familyOnMap: boolean;
  scaleBar: ScaleBar;
}

const METERS_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

/** Whether the family is within FAMILY_NEAR_MILES of any of `places`: near enough to share a map with them. */
export function isFamilyNear(places: readonly LatLng[], family: LatLng): boolean {
  return places.some((place) => distanceMeters(family, place) <= FAMILY_NEAR_MILES * METERS_PER_MILE);
}

/** Fits `places` (at least one) and, when near them, the family. */
export function fitMap(places: readonly LatLng[], family: LatLng | null): MapView {
  const familyOnMap = family !== null && isFamilyNear(places, family);
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
  return { width: MAP_WIDTH, height, scale, project, familyOnMap, scaleBar: scaleBar(scale, inner) };
}
