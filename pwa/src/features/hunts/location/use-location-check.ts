/**
 * The "Ready for no signal" check's view of location: is it allowed for this site, and a way to ask at
 * home (from a tap) rather than in the park, where the family would rather be hunting.
 */
import { useCallback, useEffect, useState } from "react";
import { watchLocationPermission, type LocationPermission } from "./location-permission";

/** What the check shows; "unsupported": this browser has no geolocation at all. */
export type LocationCheckState = LocationPermission | "unsupported";

export interface LocationCheck {
  /** undefined while the browser is asked. */
  state: LocationCheckState | undefined;
  asking: boolean;
  /** Asks for location (one fix): call it from a tap. */
  allow: () => void;
}

/** A fix from the last minute answers as well as a fresh one: only the permission matters here. */
const ASK_MAX_AGE_MS = 60_000;
/** Indoors a fix may never come; the question was answered long before this. */
const ASK_TIMEOUT_MS = 30_000;
const PERMISSION_DENIED = 1;

export function useLocationCheck(): LocationCheck {
  const supported = typeof navigator !== "undefined" && Boolean(navigator.geolocation);
  const [state, setState] = useState<LocationCheckState | undefined>(supported ? undefined : "unsupported");
  const [asking, setAsking] = useState(false);

  useEffect(() => (supported ? watchLocationPermission(setState) : undefined), [supported]);

  const allow = useCallback(() => {
    if (!supported) return;
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      () => {
        setAsking(false);
        setState("granted");
      },
      // Any answer but a refusal means the family said yes: the phone just found no fix indoors.
      (error) => {
        setAsking(false);
        setState(error.code === PERMISSION_DENIED ? "denied" : "granted");
      },
      { maximumAge: ASK_MAX_AGE_MS, timeout: ASK_TIMEOUT_MS },
    );
  }, [supported]);

  return { state, asking, allow };
}
