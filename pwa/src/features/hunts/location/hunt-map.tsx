/**
 * A hunt's own map, drawn from the items' coordinates with no tiles and no network: the placed items
 * numbered as in the list (found ones filled and ticked), the family with the GPS's accuracy ring, and
 * a scale bar. The caption says in words what the colours and the ring mean. A hunt with a park map
 * draws that instead (park-map.tsx).
 */
import { useId } from "react";
import { fitMap, MAP_PADDING } from "./map-view";
import type { Fix } from "./use-family-location";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { MapCaption } from "./map-caption";
import { FamilyMark, MapItemMark, type MapItem } from "./map-marks";
import { MapScale } from "./map-scale";

export function HuntMap({ title, items, family }: { title: string; items: readonly MapItem[]; family: Fix | null }) {
  const captionId = useId();
  const t = useTexts(huntsTexts);
  const view = fitMap(items, family);
  const you = family && view.familyOnMap ? view.project(family) : null;

  return (
    <figure className="hunt-map">
      <svg className="hunt-map-svg" role="img" aria-label={t.mapOf({ title })} aria-describedby={captionId} viewBox={`0 0 ${view.width} ${view.height}`}>
        <rect className="map-ground" width={view.width} height={view.height} rx={8} />
        {items.map((item) => (
          <MapItemMark key={item.n} item={item} at={view.project(item)} />
        ))}
        {/* The family is drawn last, on top: where they are matters more than a number under them. */}
        {you && family && <FamilyMark at={you} ringRadius={family.accuracyM * view.scale} />}
        <MapScale bar={view.scaleBar} at={{ x: MAP_PADDING / 2, y: view.height - MAP_PADDING / 2 }} />
      </svg>
      <MapCaption id={captionId} family={!family ? "unknown" : you ? "on" : "far"} />
    </figure>
  );
}
