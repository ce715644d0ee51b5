// @chunk hunt
/** Whether a persisted store has read its saved state, so a screen never flashes "locked" or "nothing found" first. */
import { useEffect, useState, useSyncExternalStore } from "react";
import type { ProgressStore } from "./stores/hunt-progress";

interface Persisted {
  persist: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };
}

export function useHydrated(store: Persisted): boolean {
  const [hydrated, setHydrated] = useState(store.persist.hasHydrated());
  useEffect(() => {
    setHydrated(store.persist.hasHydrated());
    return store.persist.onFinishHydration(() => setHydrated(true));
  }, [store]);
  return hydrated;
}

/**
 * Whether a hunt's progress store has read the saved progress. A page the server drew shows a first
 * visit's progress, nothing found yet (the store's first state), and React takes it over drawing the
 * same: there, and while it is taken over, the progress counts as read.
 */
export function useProgressRead(store: ProgressStore): boolean {
  return useSyncExternalStore(store.subscribe, () => store.getState().hydrated, () => true);
}
