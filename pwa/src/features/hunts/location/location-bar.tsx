/**
 * What location is doing for this hunt, in one line above the items, with the taps that ask for it:
 * "Use my location" (and, on iPhones, the compass). Never asks by itself.
 */
import type { CompassHeading } from "./use-compass-heading";
import type { FamilyLocation } from "./use-family-location";

const FALLBACK = "check in with the word on each sign, or “Found it!” where there is no sign";

function statusText({ status, fix, failing }: FamilyLocation): string {
  if (status === "denied") return `Location is not allowed for this site, so ${FALLBACK}. To use GPS, allow location for this site in your browser's settings.`;
  if (status === "unavailable") return `This device cannot say where you are, so ${FALLBACK}.`;
  if (status === "checking") return "";
  if (status === "off") return "Turn on location to see how far each item is and check in when you get there. GPS works with no signal.";
  // No accuracy figure here: this line is announced, and the figure changes with every fix.
  if (failing) return `GPS cannot find you well here, so you can also ${FALLBACK}.`;
  return fix ? "Location on: the distances change as you walk." : "Finding your location…";
}

export function LocationBar({ location, compass }: { location: FamilyLocation; compass: CompassHeading }) {
  const on = location.status === "on" || location.status === "waiting";
  return (
    <div className="card card-body location-bar">
      <p role="status">{statusText(location)}</p>
      {location.status === "off" && (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            location.start();
            compass.enable();
          }}
        >
          Use my location
        </button>
      )}
      {on && compass.needsTap && (
        <button type="button" className="btn btn-secondary btn-small" onClick={compass.enable}>
          Use the compass
        </button>
      )}
    </div>
  );
}
