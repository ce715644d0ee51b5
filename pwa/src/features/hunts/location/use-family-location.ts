/**
 * Where the family is while they play, from the phone's GPS, which works with no signal. Location
 * starts by itself only when the browser already allows it; otherwise `start` asks, from a tap, never
 * on load. Watching stops while the screen is hidden and once the hunt is done (GPS drains a battery
 * needed for the rest of the day), and starts again when the screen comes back. A fix from before a
 * pause is dropped: the family may have walked since.
 */
import { useCallback, useEffect, useState } from "react";
import { POOR_FIX_M, type LatLng } from "#shared/rules/geo";
import { watchLocationPermission } from "./location-permission";
import { usePageVisible } from "./use-page-visible";

export interface Fix extends LatLng {
  accuracyM: number;
}

/**
 * checking: reading the permission; off: not asked yet; waiting: asked, no fix yet; on: a fix;
 * denied / unavailable: no GPS for this hunt.
 */
export type LocationStatus = "checking" | "off" | "waiting" | "on" | "denied" | "unavailable";

export interface FamilyLocation {
  status: LocationStatus;
  fix: Fix | null;
  /** GPS is failing here: an error, or no fix better than POOR_FIX_M for POOR_FIX_WAIT_MS. */
  failing: boolean;
  /** Asks for location: call it from a tap. */
  start: () => void;
}

/** A cached fix this old is still where the family stands, give or take a few steps. */
const FIX_MAX_AGE_MS = 5_000;
/** How long a poor fix (or none) may last before the sign words and taps take over. */
export const POOR_FIX_WAIT_MS = 20_000;
const PERMISSION_DENIED = 1;

export function useFamilyLocation(active: boolean): FamilyLocation {
  const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
  const [wanted, setWanted] = useState(false);
  const [known, setKnown] = useState(false);
  const [denied, setDenied] = useState(false);
  const [fix, setFix] = useState<Fix | null>(null);
  const [failing, setFailing] = useState(false);
  const visible = usePageVisible();

  useEffect(
    () =>
      watchLocationPermission((state) => {
        setKnown(true);
        setDenied(state === "denied");
        if (state === "granted") setWanted(true);
      }),
    [],
  );

  useEffect(() => {
    if (!geolocation || !wanted || denied || !active || !visible) return;
    let poorTimer: ReturnType<typeof setTimeout> | undefined;
    const waitForBetter = () => {
      poorTimer ??= setTimeout(() => setFailing(true), POOR_FIX_WAIT_MS);
    };
    waitForBetter();
    const watch = geolocation.watchPosition(
      ({ coords }) => {
        setFix({ lat: coords.latitude, lng: coords.longitude, accuracyM: coords.accuracy });
        if (coords.accuracy > POOR_FIX_M) return waitForBetter();
        clearTimeout(poorTimer);
        poorTimer = undefined;
        setFailing(false);
      },
      (error) => (error.code === PERMISSION_DENIED ? setDenied(true) : setFailing(true)),
      { enableHighAccuracy: true, maximumAge: FIX_MAX_AGE_MS },
    );
    return () => {
      clearTimeout(poorTimer);
      geolocation.clearWatch(watch);
      setFix(null);
    };
  }, [geolocation, wanted, denied, active, visible]);

  const start = useCallback(() => {
    setDenied(false);
    setWanted(true);
  }, []);

  // Until the permission is read, "Use my location" is not offered: it would flash for a family who allowed it.
  const status: LocationStatus = !geolocation ? "unavailable" : denied ? "denied" : wanted ? (fix ? "on" : "waiting") : known ? "off" : "checking";
  return { status, fix, failing, start };
}
