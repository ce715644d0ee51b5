/** The markers drawn on a park map: its control points by their number, and items where the fit puts them. */
import { toPixel, type Georeference } from "#shared/rules/georeference";
import { itemTitle, type ItemPlace } from "./item-places";
import type { MapMarker } from "./map-picture";
import type { PicturePixel } from "./picture-pixel";
import type { PointDraft } from "./point-drafts";

const pixelOf = (text: string) => (text.trim() === "" ? NaN : Number(text));

/** Every point whose x and y are numbers, numbered as its row is, whether or not it has its place yet. */
export function pointMarkers(drafts: readonly PointDraft[]): MapMarker[] {
  return drafts.flatMap((draft, index) => {
    const [x, y] = [pixelOf(draft.x), pixelOf(draft.y)];
    if (!Number.isFinite(x) || !Number.isFinite(y)) return [];
    return [{ id: `point-${draft.key}`, kind: "point" as const, label: String(index + 1), title: `Point ${index + 1}`, x, y }];
  });
}

/** An item at the pixel the fit puts its place on; `onMove` makes it draggable. */
export function itemMarker(place: ItemPlace, transform: Georeference, onMove?: (at: PicturePixel) => void): MapMarker {
  const { x, y } = toPixel(transform, place.lat, place.lng);
  return { id: `item-${place.key}`, kind: "item", label: String(place.number), title: itemTitle(place), x, y, onMove };
}
