/**
 * The browser's answer on location for this site, followed as it changes (a parent may allow it in the
 * settings while the hunt is open). Reading it never asks the family anything: only a tap asks.
 */
export type LocationPermission = PermissionState | "unknown";

/** Calls `onState` with the permission now and on every change; "unknown" where the browser cannot say. Returns the stop. */
export function watchLocationPermission(onState: (state: LocationPermission) => void): () => void {
  let live = true;
  let status: PermissionStatus | undefined;
  const report = () => {
    if (live && status) onState(status.state);
  };
  const query = navigator.permissions?.query({ name: "geolocation" });
  if (!query) onState("unknown");
  // Older Safari has the Permissions API but not for geolocation: it rejects the query.
  query?.then(
    (answer) => {
      status = answer;
      answer.addEventListener("change", report);
      report();
    },
    () => live && onState("unknown"),
  );
  return () => {
    live = false;
    status?.removeEventListener("change", report);
  };
}
