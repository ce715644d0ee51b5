/**
 * Where the family is against where a find is: great-circle distance and direction on WGS84 degrees, the
 * figures a family reads (distances rounded to 10 ft, or to a tenth of a mile; one of 8 compass points;
 * the fix's accuracy in feet, which the app words in the family's language: "350 ft north-east",
 * "350 pies al noreste"), and the check-in rule. Pure, so the phone decides a check-in with no signal,
 * and the server and tests use the same numbers.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
export const FEET_PER_METER = 1 / 0.3048;
export const METERS_PER_MILE = 1_609.344;
/** Under a tenth of a mile, distances are said in feet. */
const FEET_BELOW_M = METERS_PER_MILE / 10;

/** A find's zone when the admin sets none, and the range an admin may choose. */
export const CHECK_IN_RADIUS_DEFAULT_M = 40;
export const CHECK_IN_RADIUS_MIN_M = 10;
export const CHECK_IN_RADIUS_MAX_M = 500;
/** A fix's own uncertainty widens the zone by at most this much, so a vague fix cannot find from afar. */
export const ACCURACY_ALLOWANCE_MAX_M = 30;
/** A fix worse than this finds nothing: the family waits for a better one (or uses the sign's word). */
export const POOR_FIX_M = 100;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in metres. */
export function distanceMeters(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The initial great-circle bearing from one point to another, in degrees clockwise from true north (0 to 360). */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const phi1 = toRadians(from.lat);
  const phi2 = toRadians(to.lat);
  const deltaLng = toRadians(to.lng - from.lng);
  const y = Math.sin(deltaLng) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(deltaLng);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

export const COMPASS_WORDS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"] as const;
export type CompassWord = (typeof COMPASS_WORDS)[number];

/** One of 8 compass words, each covering 45° centred on its direction. */
export function compassWord(bearing: number): CompassWord {
  const index = Math.round((((bearing % 360) + 360) % 360) / 45) % 8;
  return COMPASS_WORDS[index]!;
}

/** A distance as the family reads it: feet rounded to 10 under 0.1 mi ("350 ft"), else miles to a tenth ("1.2 mi"). */
export type ReadDistance = { unit: "ft"; feet: number } | { unit: "mi"; miles: number };

export function readDistance(meters: number): ReadDistance {
  if (meters < FEET_BELOW_M) return { unit: "ft", feet: Math.round((meters * FEET_PER_METER) / 10) * 10 };
  return { unit: "mi", miles: Math.round((meters / METERS_PER_MILE) * 10) / 10 };
}

/** A fix's accuracy in whole feet, as the family reads it: "±25 ft". */
export const accuracyFeet = (meters: number) => Math.max(1, Math.round(meters * FEET_PER_METER));

export type CheckIn = { kind: "found" } | { kind: "far"; distanceM: number } | { kind: "poor-fix"; accuracyM: number };

/**
 * "I'm here": found within the find's radius plus the fix's accuracy (that allowance capped at
 * ACCURACY_ALLOWANCE_MAX_M); farther, not yet; a fix worse than POOR_FIX_M decides nothing.
 */
export function checkIn({ distanceM, radiusM, accuracyM }: { distanceM: number; radiusM: number; accuracyM: number }): CheckIn {
  if (accuracyM > POOR_FIX_M) return { kind: "poor-fix", accuracyM };
  if (distanceM <= radiusM + Math.min(accuracyM, ACCURACY_ALLOWANCE_MAX_M)) return { kind: "found" };
  return { kind: "far", distanceM };
}
