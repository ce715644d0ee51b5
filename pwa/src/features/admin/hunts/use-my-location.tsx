/**
 * "Use my location" on a hunt item: an admin standing at the find fills its latitude and longitude
 * from the device (the most accurate fix it can give). When the device will not or cannot tell, the
 * reason is said next to the button.
 */
import { useRef, useState } from "react";
import type { ActionField, WidgetProps } from "../form/field-types";
import { degrees } from "./degrees";

const FIX_TIMEOUT_MS = 30_000;

/** Why there is no position, in words ("Location is not available: …"). */
export function locationFailure(error: Pick<GeolocationPositionError, "code" | "message"> | null): string {
  let reason: string;
  if (!error) reason = "this browser cannot share it";
  else if (error.code === 1) {
    reason =
      typeof window !== "undefined" && window.isSecureContext === false
        ? "the browser shares it only with a secure (https) page"
        : "permission was denied; allow location for this site in the browser's settings";
  } else if (error.code === 2) reason = "the device could not find its position";
  else if (error.code === 3) reason = `no position came within ${FIX_TIMEOUT_MS / 1000} seconds`;
  else reason = error.message || "the device gave no reason";
  return `Location is not available: ${reason}.`;
}

interface Status {
  kind: "idle" | "busy" | "done" | "failed";
  text: string;
}

export function UseMyLocation({ field, id, setScope }: WidgetProps<ActionField, undefined>) {
  const [status, setStatus] = useState<Status>({ kind: "idle", text: "" });
  // Each press asks afresh (a dismissed prompt may never answer); only the latest answer counts.
  const latest = useRef(0);

  const locate = () => {
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!geolocation) {
      setStatus({ kind: "failed", text: locationFailure(null) });
      return;
    }
    const ask = ++latest.current;
    setStatus({ kind: "busy", text: "Finding your location…" });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (ask !== latest.current) return;
        setScope({ lat: degrees(coords.latitude), lng: degrees(coords.longitude) });
        const accuracy = Number.isFinite(coords.accuracy) ? ` (accurate to about ${Math.round(coords.accuracy)} m)` : "";
        setStatus({ kind: "done", text: `Filled in from your location${accuracy}.` });
      },
      (error) => {
        if (ask !== latest.current) return;
        setStatus({ kind: "failed", text: locationFailure(error) });
      },
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  return (
    <div className="form-field hunt-locate">
      <button id={id} type="button" className="btn btn-secondary btn-small" onClick={locate}>
        {field.label}
      </button>
      <p className={status.kind === "failed" ? "form-field-error" : "form-field-hint"} role="status">
        {status.text}
      </p>
    </div>
  );
}
