/**
 * Whether the app itself is saved for offline: a service worker controls the page, so its code (and
 * with it the bundled science-center hunt) opens with no signal. Follows the worker taking control.
 */
import { useEffect, useState } from "react";

// Drawn on the server there is no navigator (Node 20 has none), nor a worker.
const controlled = () => typeof navigator !== "undefined" && typeof navigator.serviceWorker !== "undefined" && Boolean(navigator.serviceWorker.controller);

export function useAppSaved(): boolean {
  const [saved, setSaved] = useState(controlled);
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const update = () => setSaved(controlled());
    container.addEventListener("controllerchange", update);
    return () => container.removeEventListener("controllerchange", update);
  }, []);
  return saved;
}
