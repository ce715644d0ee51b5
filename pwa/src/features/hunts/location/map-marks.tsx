/**
 * The marks both of a hunt's maps draw, each centred on its point in the map's units: an item numbered
 * as in the list (found ones filled and ticked, named in a tooltip), and the family with the GPS's
 * accuracy ring.
 */
import type { LatLng } from "#shared/rules/geo";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";

export interface MapItem extends LatLng {
  /** Its number in the list. */
  n: number;
  name: string;
  found: boolean;
}

export interface MapPoint {
  x: number;
  y: number;
}

/** The family's dot stays visible inside even a very small accuracy ring. */
const YOU_DOT = 6;
const ITEM_RADIUS = 11;

const translate = ({ x, y }: MapPoint) => `translate(${x.toFixed(2)} ${y.toFixed(2)})`;

export function MapItemMark({ item, at }: { item: MapItem; at: MapPoint }) {
  const t = useTexts(huntsTexts);
  return (
    <g className={item.found ? "map-item is-found" : "map-item"} data-n={item.n} transform={translate(at)}>
      <title>{item.found ? t.mapItemFound({ n: item.n, name: item.name }) : t.mapItem({ n: item.n, name: item.name })}</title>
      <circle r={ITEM_RADIUS} />
      <text textAnchor="middle" dy="0.35em">
        {item.n}
      </text>
      {item.found && (
        <text className="map-tick" x={ITEM_RADIUS} y={-ITEM_RADIUS} textAnchor="middle" dy="0.35em">
          ✓
        </text>
      )}
    </g>
  );
}

/** `ringRadius`: the fix's accuracy in map units; the ring never shrinks inside the dot. */
export function FamilyMark({ at, ringRadius }: { at: MapPoint; ringRadius: number }) {
  return (
    <g className="map-you" transform={translate(at)}>
      <circle className="map-accuracy" r={Math.max(ringRadius, YOU_DOT)} />
      <circle className="map-you-dot" r={YOU_DOT} />
    </g>
  );
}
