/**
 * Registers the service worker and announces a new version instead of applying it: the new worker
 * waits until the family presses Reload, so a hunt in progress is never reloaded by itself.
 */
import { Workbox } from "workbox-window";
import { create } from "zustand";

interface UpdateState {
  waiting: boolean;
  reload: () => void;
}

export const useAppUpdate = create<UpdateState>()(() => ({ waiting: false, reload: () => {} }));

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
