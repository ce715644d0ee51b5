/**
 * The hunt's items that have a place, read from the form's live drafts (so an item typed a moment ago
 * lands on the map at once), numbered as the item list numbers them.
 */
import type { LatLng } from "#shared/rules/geo";
import type { DraftValues, GroupRow } from "../../form/field-types";
import { degrees } from "../degrees";

export interface ItemPlace extends LatLng {
  /** The item row's key in the form. */
  key: number;
  /** Its number in the list of items, from 1. */
  number: number;
  /** Its name as typed, trimmed; "" while it has none. */
  name: string;
}

const rowsOf = (scope: DraftValues) => (Array.isArray(scope.items) ? (scope.items as GroupRow[]) : []);

const coordinate = (draft: unknown) => (typeof draft === "string" && draft.trim() !== "" ? Number(draft) : NaN);

/** An item row's place, or null while its latitude or longitude is missing or not a number. */
export function placeOf(values: DraftValues): LatLng | null {
  const [lat, lng] = [coordinate(values.lat), coordinate(values.lng)];
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** What an item is called on the map: its name, or its number while it has none. */
export const itemTitle = ({ name, number }: Pick<ItemPlace, "name" | "number">) => name || `Item ${number}`;

export function itemPlaces(scope: DraftValues): ItemPlace[] {
  return rowsOf(scope).flatMap((row, index) => {
    const place = placeOf(row.values);
    const name = typeof row.values.name === "string" ? row.values.name.trim() : "";
    return place ? [{ key: row.key, number: index + 1, name, ...place }] : [];
  });
}

/** The form's items with one of them moved to a new place. */
export function withItemAt(scope: DraftValues, key: number, place: LatLng): DraftValues {
  const items = rowsOf(scope).map((row) =>
    row.key === key ? { ...row, values: { ...row.values, lat: degrees(place.lat), lng: degrees(place.lng) } } : row,
  );
  return { items };
}
