/** The "Ready for no signal" line for location: allowed, or what to do so check-ins work in the park. */
import { CheckItem } from "../components/check-item";
import { useLocationCheck } from "./use-location-check";

export function LocationCheck() {
  const { state, asking, allow } = useLocationCheck();
  return (
    <CheckItem ok={state === undefined ? undefined : state === "granted"} title={state === "granted" ? "Location: allowed" : "Location"}>
      {state === "granted" && <p>Check-ins find each item by GPS, which works with no signal.</p>}
      {(state === "prompt" || state === "unknown") && (
        <>
          <p>Location is not allowed yet: allow it now so check-ins work in the park.</p>
          <button type="button" className="btn btn-small" onClick={allow} disabled={asking}>
            Allow location
          </button>
        </>
      )}
      {state === "denied" && (
        <p>
          Location is blocked for this site: allow it in your browser's site settings now so check-ins work in the park. Until then, hunts ask
          for the word on each sign.
        </p>
      )}
      {state === "unsupported" && <p>This browser cannot share your location, so hunts ask for the word on each sign instead.</p>}
    </CheckItem>
  );
}
