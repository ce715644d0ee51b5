/**
 * The scale bar both of a hunt's maps draw: a round length in feet or miles, as long as fits in a good
 * part of the map's width, whatever the map's units per metre.
 */
import { FEET_PER_METER, METERS_PER_MILE } from "#shared/rules/geo";

/** The scale bar is at most this share of the width it may take. */
const SCALE_BAR_SHARE = 0.4;

const SCALE_LENGTHS = [
  ...[10, 20, 50, 100, 200, 500].map((feet) => ({ meters: feet / FEET_PER_METER, unit: "ft" as const, value: feet })),
  ...[0.2, 0.5, 1, 2, 5, 10, 20, 50].map((miles) => ({ meters: miles * METERS_PER_MILE, unit: "mi" as const, value: miles })),
];

/** Its length in map units, and what it stands for (the map draws the words, in the family's language). */
export interface ScaleBar {
  length: number;
  unit: "ft" | "mi";
  value: number;
}

/** The longest round length under `SCALE_BAR_SHARE` of `widthUnits`, on a map of `unitsPerMetre`. */
export function scaleBar(unitsPerMetre: number, widthUnits: number): ScaleBar {
  const longestMetres = (widthUnits * SCALE_BAR_SHARE) / unitsPerMetre;
  const bar = SCALE_LENGTHS.findLast((length) => length.meters <= longestMetres) ?? SCALE_LENGTHS[0]!;
  return { length: bar.meters * unitsPerMetre, unit: bar.unit, value: bar.value };
}
