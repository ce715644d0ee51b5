/**
 * A hunt's park map: the park's own picture, fitted to the ground by shared/rules/georeference.ts, under
 * the numbered items and the family. The picture is drawn in its own pixels inside one group that the
 * view moves and scales; the marks are drawn in the frame's units where the view puts their pixels, so
 * they keep their size at any zoom. Buttons beside it, a finger, the mouse and the keys move it.
 * Loaded only for a hunt with a map (hunt-field.tsx); points that do not fit show `fallback`.
 */
import { useId, useMemo, useRef, useState, type ReactNode } from "react";
import { fitGeoreference, toPixel, type Georeference } from "#shared/rules/georeference";
import type { ParkMap as ParkMapData } from "#shared/schemas/park-map";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { MapCaption } from "./map-caption";
import { FamilyMark, MapItemMark, type MapItem } from "./map-marks";
import { MapScale } from "./map-scale";
import { isFamilyNear, MAP_PADDING } from "./map-view";
import { parkViewport } from "./park-map-frame";
import { ParkMapControls } from "./park-map-controls";
import { fitView, inFrame, onPicture, panBy, pixelsPerMetre, zoomAt, zoomCentre, type ParkView } from "./park-map-view";
import { scaleBar } from "./scale-bar";
import type { Fix } from "./use-family-location";
import { useMapGestures, type MapMoves } from "./use-map-gestures";
import "./park-map.css";

export interface ParkMapProps {
  title: string;
  map: ParkMapData;
  items: readonly MapItem[];
  family: Fix | null;
  fallback: ReactNode;
}

export function ParkMap({ map, fallback, ...marks }: ParkMapProps) {
  const fit = useMemo(() => fitGeoreference(map.points, map), [map]);
  return fit.ok ? <FittedParkMap map={map} transform={fit.transform} {...marks} /> : fallback;
}

function FittedParkMap({ title, map, transform, items, family }: Omit<ParkMapProps, "fallback"> & { transform: Georeference }) {
  const t = useTexts(huntsTexts);
  const captionId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const frame = useMemo(() => ({ picture: { width: map.width, height: map.height }, viewport: parkViewport(map) }), [map]);
  const { viewport } = frame;
  const placed = items.map((item) => ({ item, at: toPixel(transform, item.lat, item.lng) }));
  const near = family && isFamilyNear(items, family) ? toPixel(transform, family.lat, family.lng) : null;
  const you = near && onPicture(near, frame.picture) ? near : null;
  const start = fitView([...placed.map(({ at }) => at), ...(you ? [you] : [])], frame);
  // Until the family moves the map it shows everything, following them as they come near.
  const [chosen, setChosen] = useState<ParkView | null>(null);
  const view = chosen ?? start;
  const change = (next: (view: ParkView) => ParkView) => setChosen((before) => next(before ?? start));
  const moves: MapMoves = {
    pan: (dx, dy) => change((v) => panBy(v, dx, dy, frame)),
    zoom: (factor, at) => change((v) => (at ? zoomAt(v, factor, at, frame) : zoomCentre(v, factor, frame))),
  };
  const gestures = useMapGestures(svg, viewport.width, moves);
  const unitsPerMetre = pixelsPerMetre(transform) * view.scale;

  return (
    <figure className="hunt-map park-map">
      <svg ref={svg} className="park-map-svg" role="img" aria-label={t.mapOf({ title })} aria-describedby={captionId} viewBox={`0 0 ${viewport.width} ${viewport.height}`} tabIndex={0} {...gestures}>
        <rect className="map-ground" width={viewport.width} height={viewport.height} />
        <g className="park-map-view" transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
          <image className="park-map-picture" href={map.image_url} x={0} y={0} width={map.width} height={map.height} preserveAspectRatio="none" />
        </g>
        {placed.map(({ item, at }) => (
          <MapItemMark key={item.n} item={item} at={inFrame(view, at)} />
        ))}
        {you && family && <FamilyMark at={inFrame(view, you)} ringRadius={family.accuracyM * unitsPerMetre} />}
        <MapScale bar={scaleBar(unitsPerMetre, viewport.width - 2 * MAP_PADDING)} at={{ x: MAP_PADDING / 2, y: viewport.height - MAP_PADDING / 2 }} />
      </svg>
      <ParkMapControls view={view} frame={frame} moves={moves} onShowEverything={() => setChosen(null)} />
      <MapCaption id={captionId} family={!family ? "unknown" : you ? "on" : near ? "off-picture" : "far"} credit={map.credit} help={t.parkMapHelp()} />
    </figure>
  );
}
