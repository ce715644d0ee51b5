/**
 * How an item can be found right now. A placed item is found at the spot by GPS ("I'm here"). When GPS
 * fails (location refused, none on the device, or no good fix), the sign's word takes over, or for an
 * item with no sign a tap, so a family whose GPS fails still finishes. An item with a word but no place
 * always takes the word; one with neither keeps the tap.
 */
import type { HuntItem } from "#shared/schemas/hunt";
import type { FamilyLocation } from "./use-family-location";

export interface CheckModes {
  gps: boolean;
  word: boolean;
  tap: boolean;
}

export function checkModes(item: Pick<HuntItem, "lat" | "lng" | "check_word_hash">, location: Pick<FamilyLocation, "status" | "failing">): CheckModes {
  const placed = item.lat != null && item.lng != null;
  const hasWord = Boolean(item.check_word_hash);
  const noGps = location.status === "denied" || location.status === "unavailable";
  const fallback = !placed || noGps || location.failing;
  return { gps: placed && !noGps, word: hasWord && fallback, tap: !hasWord && fallback };
}
