/**
 * A hunt's own map, drawn from the items' coordinates with no tiles and no network: the placed items
 * numbered as in the list (found ones filled and ticked), the family with the GPS's accuracy ring, and
 * a scale bar. The caption says in words what the colours and the ring mean.
 */
import { useId } from "react";
import type { LatLng } from "#shared/rules/geo";
import { FAMILY_NEAR_MILES, fitMap, MAP_PADDING } from "./map-view";
import type { Fix } from "./use-family-location";

export interface MapItem extends LatLng {
  /** Its number in the list. */
  n: number;
  name: string;
  found: boolean;
}

/** The family's dot stays visible inside even a very small accuracy ring. */
const YOU_DOT = 6;
const ITEM_RADIUS = 11;

const at = ({ x, y }: { x: number; y: number }) => `translate(${x.toFixed(1)} ${y.toFixed(1)})`;

export function HuntMap({ title, items, family }: { title: string; items: readonly MapItem[]; family: Fix | null }) {
  const captionId = useId();
  const view = fitMap(items, family);
  const you = family && view.familyOnMap ? view.project(family) : null;
  const where = !family ? "" : you ? " The blue dot is you; its ring shows how sure the GPS is." : ` You are off the map: more than ${FAMILY_NEAR_MILES} miles from the items.`;

  return (
    <figure className="hunt-map">
      <svg className="hunt-map-svg" role="img" aria-label={`Map of ${title}`} aria-describedby={captionId} viewBox={`0 0 ${view.width} ${view.height}`}>
        <rect className="map-ground" width={view.width} height={view.height} rx={8} />
        {items.map((item) => (
          <g key={item.n} className={item.found ? "map-item is-found" : "map-item"} transform={at(view.project(item))}>
            <title>{`${item.n}. ${item.name}${item.found ? " (found)" : ""}`}</title>
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
        ))}
        {/* The family is drawn last, on top: where they are matters more than a number under them. */}
        {you && family && (
          <g className="map-you" transform={at(you)}>
            <circle className="map-accuracy" r={Math.max(family.accuracyM * view.scale, YOU_DOT)} />
            <circle className="map-you-dot" r={YOU_DOT} />
          </g>
        )}
        <g className="map-scale" transform={`translate(${MAP_PADDING / 2} ${view.height - MAP_PADDING / 2})`}>
          <path d={`M0 -5 V0 H${view.scaleBar.length.toFixed(1)} V-5`} />
          <text x={(view.scaleBar.length + 6).toFixed(1)} dy="0.35em">
            {view.scaleBar.label}
          </text>
        </g>
      </svg>
      <figcaption id={captionId} className="muted small-text">
        Numbers match the list; found items are filled and ticked.{where}
      </figcaption>
    </figure>
  );
}
