/**
 * A hunt's own map, drawn from the items' coordinates with no tiles and no network: the placed items
 * numbered as in the list (found ones filled and ticked), the family with the GPS's accuracy ring, and
 * a scale bar. The caption says in words what the colours and the ring mean.
 */
import { useId } from "react";
import type { LatLng } from "#shared/rules/geo";
import { FAMILY_NEAR_MILES, fitMap, MAP_PADDING } from "./map-view";
import type { Fix } from "./use-family-location";
import { decimal } from "../../../lib/i18n/format";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { huntsTexts } from "../hunts-texts";

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
  const t = useTexts(huntsTexts);
  const lang = useLang();
  const view = fitMap(items, family);
  const you = family && view.familyOnMap ? view.project(family) : null;
  const where = !family ? "" : you ? ` ${t.mapYou()}` : ` ${t.mapOff({ miles: FAMILY_NEAR_MILES })}`;
  const bar = view.scaleBar;

  return (
    <figure className="hunt-map">
      <svg className="hunt-map-svg" role="img" aria-label={t.mapOf({ title })} aria-describedby={captionId} viewBox={`0 0 ${view.width} ${view.height}`}>
        <rect className="map-ground" width={view.width} height={view.height} rx={8} />
        {items.map((item) => (
          <g key={item.n} className={item.found ? "map-item is-found" : "map-item"} transform={at(view.project(item))}>
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
            {bar.unit === "ft" ? t.feet({ n: bar.value }) : t.miles({ n: bar.value < 1 ? decimal(bar.value, 1, lang) : bar.value })}
          </text>
        </g>
      </svg>
      <figcaption id={captionId} className="muted small-text">
        {t.mapCaption()}
        {where}
      </figcaption>
    </figure>
  );
}
