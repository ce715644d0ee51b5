/**
 * A placed item seen from where the family stands: how far and which way ("350 ft north-east", with an
 * arrow where the phone has a compass), how good the fix is, and "I'm here", which finds the item within
 * its radius (plus the fix's accuracy, capped) and otherwise says how far is left.
 */
import { useState } from "react";
import { accuracyFeet, bearingDegrees, checkIn, distanceMeters } from "#shared/rules/geo";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { huntsTexts } from "../hunts-texts";
import { wayWords } from "./way-words";
import type { HuntItem } from "#shared/schemas/hunt";
import type { FindHow } from "../stores/hunt-progress";
import type { FamilyLocation } from "./use-family-location";

interface Props {
  item: HuntItem & { lat: number; lng: number };
  location: FamilyLocation;
  heading: number | null;
  onFound: (id: number, how: FindHow) => void;
}

/** A find's distance and accuracy are kept to the decimetre: finer is noise. */
const tenths = (meters: number) => Math.round(meters * 10) / 10;
/** The turn from the screen's top to the item, from -180° to 180°: the arrow never spins the long way round as the family turns past north. */
const turn = (bearing: number, heading: number) => ((((bearing - heading + 180) % 360) + 360) % 360) - 180;

export function HereCheck({ item, location, heading, onFound }: Props) {
  const [message, setMessage] = useState("");
  const { fix, status } = location;
  const noteId = `here-note-${item.id}`;
  const t = useTexts(huntsTexts);
  const words = wayWords(t, useLang());

  const check = () => {
    if (!fix) return;
    const distanceM = distanceMeters(fix, item);
    const result = checkIn({ distanceM, radiusM: item.radius_m, accuracyM: fix.accuracyM });
    if (result.kind === "found") onFound(item.id, { method: "gps", distance_m: tenths(distanceM), accuracy_m: tenths(fix.accuracyM) });
    else if (result.kind === "far") setMessage(t.notThereYet({ distance: words.distance(result.distanceM) }));
    else setMessage(t.poorFix({ feet: accuracyFeet(result.accuracyM) }));
  };

  return (
    <div className="here-check">
      {fix ? (
        <p className="way-to">
          {heading !== null && (
            <span className="way-arrow" aria-hidden="true" style={{ transform: `rotate(${turn(bearingDegrees(fix, item), heading)}deg)` }}>
              ↑
            </span>
          )}
          <strong>{words.wayTo(fix, item)}</strong> <span className="muted">{words.accuracy(fix.accuracyM)}</span>
        </p>
      ) : (
        <p className="muted" id={noteId}>
          {status === "off" ? t.tapUseLocation() : t.waitingLocation()}
        </p>
      )}
      <button type="button" className="btn btn-small" disabled={!fix} onClick={check} aria-label={t.imHereLabel({ name: item.name })} aria-describedby={fix ? undefined : noteId}>
        {t.imHere()}
      </button>
      <p role="status" className="check-message">
        {message}
      </p>
    </div>
  );
}
