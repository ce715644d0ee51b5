// @chunk core
/**
 * Whether the browser currently reports being offline, kept current by the online/offline events. For
 * display only: navigator.onLine lies in both directions, so nothing is ever gated on it (the outbox
 * flush tries regardless).
 */
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useBrowserOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine === false,
    () => false,
  );
}
