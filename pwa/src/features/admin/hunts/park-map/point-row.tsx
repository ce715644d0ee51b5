/**
 * One control point: its spot on the picture (x and y, set by a click and typed for precision) and its
 * place on the ground (typed, pasted as "lat, lng", or taken from an item that has one), with its own
 * error once the points fit. The row is a fieldset named "Point N", so its fields' labels stay short.
 */
import type { ParkMapPicture } from "#shared/schemas/park-map";
import type { DraftValues, NumberField } from "../../form/field-types";
import { FieldFrame } from "../../form/field-frame";
import { NumberWidget } from "../../form/widgets/number-widget";
import { LAT_FIELD, LNG_FIELD } from "../place-fields";
import type { ItemPlace } from "./item-places";
import type { PointDraft } from "./point-drafts";

interface Props {
  /** The id the row's fields' ids start with. */
  id: string;
  number: number;
  draft: PointDraft;
  picture: ParkMapPicture;
  places: readonly ItemPlace[];
  /** Its error in metres once the points fit. */
  errorM: number | undefined;
  onChange: (patch: Partial<Omit<PointDraft, "key">>) => void;
  onRemove: () => void;
}

type Coordinate = "x" | "y" | "lat" | "lng";

const pixelField = (name: "x" | "y", max: number): NumberField => ({ name, label: `${name} (px)`, widget: "number", step: "any", min: 0, max });

export function PointRow({ id, number, draft, picture, places, errorM, onChange, onRemove }: Props) {
  const fields = [pixelField("x", picture.width), pixelField("y", picture.height), LAT_FIELD, LNG_FIELD];
  const setScope = (patch: DraftValues | ((current: DraftValues) => DraftValues)) => {
    const values = typeof patch === "function" ? patch({ ...draft }) : patch;
    onChange(values as Partial<Record<Coordinate, string>>);
  };
  const chosen = places.find((place) => String(place.lat) === draft.lat.trim() && String(place.lng) === draft.lng.trim());

  return (
    <fieldset className="park-map-point">
      <legend>Point {number}</legend>
      {fields.map((field) => {
        const name = field.name as Coordinate;
        return (
          <NumberWidget
            key={name}
            field={field}
            id={`${id}-${name}`}
            path={`${id}.${name}`}
            value={draft[name]}
            onChange={(next) => onChange({ [name]: typeof next === "function" ? next(draft[name]) : next })}
            required={false}
            scope={{ ...draft }}
            setScope={setScope}
          />
        );
      })}
      <FieldFrame id={`${id}-item`} label="From an item" required={false}>
        <select
          id={`${id}-item`}
          value={chosen ? String(chosen.key) : ""}
          onChange={(e) => {
            const place = places.find((p) => String(p.key) === e.target.value);
            if (place) onChange({ lat: String(place.lat), lng: String(place.lng) });
          }}
        >
          <option value="">{places.length ? "Choose an item…" : "No item has a place yet"}</option>
          {places.map((place) => (
            <option key={place.key} value={place.key}>
              {place.name ? `Item ${place.number}: ${place.name}` : `Item ${place.number}`}
            </option>
          ))}
        </select>
      </FieldFrame>
      {errorM !== undefined && <p className="form-field-hint">{`Error: ${Math.round(errorM)} m`}</p>}
      <button type="button" className="btn btn-secondary btn-small" aria-label={`Remove point ${number}`} onClick={onRemove}>
        Remove point
      </button>
    </fieldset>
  );
}
