// @chunk takeover
/**
 * Refreshes the shop in the background and tells the screen how that went, so an empty device shows
 * "Loading books..." or "needs a connection" rather than the empty-filter text.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useBackgroundRefresh } from "../../lib/api/background-refresh";
import { refreshShop } from "./shop-catalog";

export type ShopRefresh = "refreshing" | "done" | "failed";

/** The shop's key for useBackgroundRefresh. */
export const SHOP_REFRESH_KEY = "shop";

export function useShopRefresh(): ShopRefresh {
  const [state, setState] = useState<ShopRefresh>("refreshing");
  const asked = useRef(false);
  const refresh = useCallback(async () => {
    asked.current = true;
    const ok = await refreshShop().catch(() => false);
    // Background news: the page redraws in slices, not in one pause.
    startTransition(() => setState(ok ? "done" : "failed"));
    // Thrown so the background refresh forgets this attempt and the next visit tries again.
    if (!ok) throw new Error("Shop refresh failed");
  }, []);
  useBackgroundRefresh(SHOP_REFRESH_KEY, refresh);
  // A refresh made moments ago is skipped: what the device has is then as fresh as it gets.
  useEffect(() => {
    if (!asked.current) setState("done");
  }, []);
  return state;
}
