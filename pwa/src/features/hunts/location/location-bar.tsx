/**
 * What location is doing for this hunt, in one line above the items, with the taps that ask for it:
 * "Use my location" (and, on iPhones, the compass). Never asks by itself.
 */
import type { CompassHeading } from "./use-compass-heading";
import type { FamilyLocation } from "./use-family-location";
import { useTexts, type Messages } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";

function statusText({ status, fix, failing }: FamilyLocation, t: Messages<typeof huntsTexts.en>): string {
  const fallback = t.fallback();
  if (status === "denied") return t.locationDenied({ fallback });
  if (status === "unavailable") return t.locationUnavailable({ fallback });
  if (status === "checking") return "";
  if (status === "off") return t.locationOff();
  // No accuracy figure here: this line is announced, and the figure changes with every fix.
  if (failing) return t.locationFailing({ fallback });
  return fix ? t.locationOn() : t.findingLocation();
}

export function LocationBar({ location, compass }: { location: FamilyLocation; compass: CompassHeading }) {
  const on = location.status === "on" || location.status === "waiting";
  const t = useTexts(huntsTexts);
  return (
    <div className="card card-body location-bar">
      <p role="status">{statusText(location, t)}</p>
      {location.status === "off" && (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            location.start();
            compass.enable();
          }}
        >
          {t.useMyLocation()}
        </button>
      )}
      {on && compass.needsTap && (
        <button type="button" className="btn btn-secondary btn-small" onClick={compass.enable}>
          {t.useCompass()}
        </button>
      )}
    </div>
  );
}
