// @chunk hunt
/** Whether a persisted store has read its saved state, so a screen never flashes "locked" or "nothing found" first. */
import { useEffect, useState } from "react";

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
