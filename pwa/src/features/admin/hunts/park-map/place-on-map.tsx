/**
 * "Place on the map" on a hunt item, once the park map fits the ground: opens the map in the item's row,
 * and a click on it sets the item's latitude and longitude to the spot's. Shown only when there is a fit
 * to place by; the typed fields stay the way for a keyboard.
 */
import { useState } from "react";
import { toLatLng } from "#shared/rules/georeference";
import type { ActionField, WidgetProps } from "../../form/field-types";
import { degrees } from "../degrees";
import { itemTitle, placeOf } from "./item-places";
import { itemMarker } from "./map-markers";
import { MapPicture } from "./map-picture";
import { useParkMap } from "./park-map-context";
import type { PicturePixel } from "./picture-pixel";

/** The item's number in the list, from its field's path ("items.2.place" is item 3). */
const itemNumber = (path: string) => Number(/\.(\d+)\.[^.]+$/.exec(path)?.[1] ?? 0) + 1;

export function PlaceOnMap({ field, id, path, scope, setScope }: WidgetProps<ActionField, undefined>) {
  const editor = useParkMap();
  const [open, setOpen] = useState(false);
  const [placed, setPlaced] = useState(false);
  const picture = editor?.picture;
  const fit = editor?.fitted?.fit;
  if (!picture || !fit?.ok) return null;

  const number = itemNumber(path);
  const title = itemTitle({ name: typeof scope.name === "string" ? scope.name.trim() : "", number });
  const here = placeOf(scope);
  const place = (at: PicturePixel) => {
    const { lat, lng } = toLatLng(fit.transform, at.x, at.y);
    setScope({ lat: degrees(lat), lng: degrees(lng) });
    setPlaced(true);
  };
  const toggle = () => {
    setOpen(!open);
    setPlaced(false);
  };

  return (
    <div className="form-field park-map-place">
      <div className="row">
        <button id={id} type="button" className="btn btn-secondary btn-small" aria-expanded={open} aria-controls={open ? `${id}-map` : undefined} onClick={toggle}>
          {field.label}
        </button>
      </div>
      {open && (
        <div id={`${id}-map`} className="stack">
          <p className="form-field-hint">{`Click where ${title} is on the map`}</p>
          <MapPicture
            picture={picture}
            alt={`Park map: click where ${title} is`}
            markers={here ? [itemMarker({ key: 0, number, name: title, ...here }, fit.transform)] : []}
            onPick={place}
          />
        </div>
      )}
      <p className="form-field-hint park-map-status" role="status">
        {placed ? "Placed from the map." : ""}
      </p>
    </div>
  );
}
