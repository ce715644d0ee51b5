/**
 * What the browser says about this device before a no-signal trip: is our storage persistent (not
 * evicted when space runs low), how much is used and free, is the app installed, and is the app
 * itself saved for offline (a service worker controls the page).
 */
import { useCallback, useEffect, useState } from "react";
import { useAppSaved } from "./use-app-saved";

export interface DeviceChecks {
  /** undefined while asking, null when the browser cannot tell */
  persisted: boolean | null | undefined;
  usedMb: number | null;
  freeMb: number | null;
  installed: boolean;
  appSaved: boolean;
  keepDownloads: () => Promise<boolean>;
}

const BYTES_PER_MB = 1024 * 1024;
const toMb = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 10) / 10;

function isInstalled(): boolean {
  const standalone = typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function useDeviceChecks(): DeviceChecks {
  const appSaved = useAppSaved();
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);
  const [space, setSpace] = useState<{ usedMb: number | null; freeMb: number | null }>({ usedMb: null, freeMb: null });

  const refresh = useCallback(async () => {
    const storage = navigator.storage;
    setPersisted(storage?.persisted ? await storage.persisted().catch(() => null) : null);
    const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null;
    if (estimate?.usage !== undefined && estimate.quota !== undefined) {
      setSpace({ usedMb: toMb(estimate.usage), freeMb: toMb(Math.max(0, estimate.quota - estimate.usage)) });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const keepDownloads = useCallback(async () => {
    const granted = navigator.storage?.persist ? await navigator.storage.persist().catch(() => false) : false;
    await refresh();
    return granted;
  }, [refresh]);

  return {
    persisted,
    ...space,
    installed: isInstalled(),
    appSaved,
    keepDownloads,
  };
}
