// @chunk core
/**
 * Stale-while-revalidate for what the screens show: they render what the device already has (live
 * queries on Dexie) and this refreshes it from the API in the background, at most once per
 * REFRESH_MIN_MS per key. Offline the refresh simply fails and the local copy stays.
 */
import { useEffect } from "react";
import { nextTask } from "../start-up/next-task";

export const REFRESH_MIN_MS = 60_000;
const lastRefresh = new Map<string, number>();

/** Records that `key` was just refreshed by other means (a pre-rendered page's answers), so screens skip it. */
export function markRefreshed(key: string): void {
  lastRefresh.set(key, Date.now());
}

/**
 * Runs `refresh` when a screen mounts, unless the same key was refreshed in the last REFRESH_MIN_MS: in
 * the task after the one that draws the screen from the local copy, so starting the request does not
 * hold up that frame.
 */
export function useBackgroundRefresh(key: string, refresh: () => Promise<unknown>): void {
  useEffect(() => {
    const last = lastRefresh.get(key) ?? 0;
    if (Date.now() - last < REFRESH_MIN_MS) return;
    lastRefresh.set(key, Date.now());
    void nextTask()
      .then(refresh)
      .catch(() => lastRefresh.delete(key));
  }, [key, refresh]);
}
