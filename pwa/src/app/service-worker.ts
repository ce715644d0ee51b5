/**
 * Registers the service worker and announces a new version instead of applying it: the new worker
 * waits until the family presses Reload, so a hunt in progress is never reloaded by itself. Loaded
 * after the first screen renders, so workbox-window is not in any route's first load.
 */
import { Workbox } from "workbox-window";
import { useAppUpdate } from "../lib/installed-app/app-update";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox("/sw.js");
  wb.addEventListener("waiting", () => {
    useAppUpdate.setState({
      waiting: true,
      reload: () => {
        wb.addEventListener("controlling", () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  void wb.register();
}
