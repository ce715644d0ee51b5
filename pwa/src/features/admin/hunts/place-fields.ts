/**
 * The latitude and longitude fields of a place, as a hunt item and a park map's control point both ask
 * for it: decimal degrees, or a "lat, lng" pair pasted from a maps app into either, which fills both.
 */
import type { DraftValues, NumberField } from "../form/field-types";
import { parseLatLng } from "./parse-lat-lng";

function fillsPlace(text: string): DraftValues | null {
  const place = parseLatLng(text);
  return place && { lat: String(place.lat), lng: String(place.lng) };
}

export const LAT_FIELD: NumberField = { name: "lat", label: "Latitude", widget: "number", step: "any", min: -90, max: 90, signed: true, fills: fillsPlace };
export const LNG_FIELD: NumberField = { name: "lng", label: "Longitude", widget: "number", step: "any", min: -180, max: 180, signed: true, fills: fillsPlace };
