/**
 * Where things go on the parks map, from the census state outlines (us-atlas) and the parks' own
 * coordinates, so the map needs no tile server and draws offline. Run when the app is built (see
 * map-drawing.ts): d3-geo and the topology never reach the phone.
 */
import { geoAlbersUsa, geoBounds, geoEquirectangular, geoPath, type GeoProjection } from "d3-geo";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import projectedTopology from "us-atlas/states-albers-10m.json" with { type: "json" };
import statesTopology from "us-atlas/states-10m.json" with { type: "json" };
import type { Park } from "#shared/schemas/park";
import { MAP_HEIGHT, MAP_WIDTH, type InsetDrawing, type MapDrawing } from "./map-drawing.ts";

export { MAP_HEIGHT, MAP_WIDTH };

type States = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;
/** Longitude and latitude: only the territories' outlines are drawn from it. */
const topology = statesTopology as unknown as States;
/** The same outlines already projected by us-atlas with the framing below. */
const projected = projectedTopology as unknown as States;

/** The framing of us-atlas's prebuilt Albers files: the lower 48 with Alaska and Hawaii insets. */
const albersUsa = geoAlbersUsa().scale(1300).translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);

/**
 * AlbersUsa leaves out the territories, so each one holding a park gets a boxed inset, not to scale,
 * in the empty Atlantic corner at the lower right (clear of Florida and the Carolinas).
 */
const INSET_TERRITORIES = [
  { stateId: "78", label: "U.S. Virgin Islands" },
  { stateId: "60", label: "American Samoa" },
];
const INSET = { x: 850, y: 404, width: 118, height: 92, gap: 12, labelHeight: 28, padding: 8 };
/** Degrees around a territory's outline that still count as in it (parks sit on small islands and reefs). */
const INSET_MARGIN_DEG = 1;

export interface Inset extends InsetDrawing {
  covers: (lng: number, lat: number) => boolean;
  projection: GeoProjection;
}

export interface MapShapes {
  land: string;
  borders: string;
  insets: Inset[];
}

export interface PlacedPark {
  park: Park;
  x: number;
  y: number;
}

let shapes: MapShapes | null = null;

/** The outlines, computed once (the topology never changes). */
export function mapShapes(): MapShapes {
  if (shapes) return shapes;
  // Tenths of a unit are finer than any screen shows the 975-wide map, and keep the SVG markup small.
  const path = geoPath().digits(1);
  const insets = INSET_TERRITORIES.flatMap(({ stateId, label }, index) => {
    const geometry = topology.objects.states.geometries.find((state) => state.id === stateId);
    if (!geometry) return [];
    const shape = feature(topology, geometry);
    const x = INSET.x;
    const y = INSET.y + index * (INSET.height + INSET.gap);
    const projection = geoEquirectangular().fitExtent(
      [
        [x + INSET.padding, y + INSET.labelHeight],
        [x + INSET.width - INSET.padding, y + INSET.height - INSET.padding],
      ],
      shape,
    );
    const [[west, south], [east, north]] = geoBounds(shape);
    const covers = (lng: number, lat: number) =>
      lng >= west - INSET_MARGIN_DEG && lng <= east + INSET_MARGIN_DEG && lat >= south - INSET_MARGIN_DEG && lat <= north + INSET_MARGIN_DEG;
    return [{ label, x, y, width: INSET.width, height: INSET.height, outline: geoPath(projection).digits(1)(shape) ?? "", covers, projection }];
  });
  shapes = {
    land: path(feature(projected, projected.objects.nation)) ?? "",
    borders: path(mesh(projected, projected.objects.states, (a, b) => a !== b)) ?? "",
    insets,
  };
  return shapes;
}

/** Each park's point on the map; a park neither AlbersUsa nor an inset covers is returned as unplaced. */
export function placeParks(parks: readonly Park[]): { placed: PlacedPark[]; unplaced: Park[] } {
  const { insets } = mapShapes();
  const placed: PlacedPark[] = [];
  const unplaced: Park[] = [];
  for (const park of parks) {
    const lngLat: [number, number] = [park.lng, park.lat];
    const point = albersUsa(lngLat) ?? insets.find((inset) => inset.covers(...lngLat))?.projection(lngLat) ?? null;
    if (point) placed.push({ park, x: point[0], y: point[1] });
    else unplaced.push(park);
  }
  return { placed, unplaced };
}

/** Tenths of a unit: finer than any screen shows the 975-wide map. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** Everything the map draws for `parks`, as plain data for the build to ship. */
export function mapDrawing(parks: readonly Park[]): MapDrawing {
  const { land, borders, insets } = mapShapes();
  const { placed } = placeParks(parks);
  return {
    land,
    borders,
    insets: insets.map(({ label, x, y, width, height, outline }) => ({ label, x, y, width, height, outline })),
    points: Object.fromEntries(placed.map(({ park, x, y }) => [park.id, [tenth(x), tenth(y)]])),
  };
}
