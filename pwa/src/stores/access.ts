// @chunk hunt
/**
 * What unlocks a paid hunt on this device: a purchase the server accepted (per-hunt flags, written by
 * the outbox flush when the purchase is applied), the membership_active flag, or a group still going
 * that this device joined as a team for that hunt (its leader's group; features/hunts/team keeps it).
 */
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { dexieStorage } from "../lib/database/persisted-storage";
import { MEMBERSHIP_KEY, PURCHASES_KEY } from "../lib/database/store-keys";
import { onSyncMessage } from "../sync/channel";

interface Purchases {
  purchased: Record<string, boolean>;
}

export const usePurchases = create<Purchases>()(
  persist(() => ({ purchased: {} as Record<string, boolean> }), {
    name: PURCHASES_KEY,
    version: 1,
    storage: dexieStorage<Purchases>(),
  }),
);

interface Membership {
  active: boolean;
}

export const useMembership = create<Membership>()(
  persist((): Membership => ({ active: false }), { name: MEMBERSHIP_KEY, version: 1, storage: dexieStorage<Membership>() }),
);

// The flush writes confirmed purchases straight to storage; re-read them when it says so.
if (typeof window !== "undefined") {
  onSyncMessage((message) => {
    if (message.applied.some((m) => m.kind === "hunt.purchase")) void usePurchases.persist.rehydrate();
  });
}

export type HuntAccess = "free" | "purchased" | "member" | "group" | "locked";

const NO_GROUPS: ReadonlySet<number> = new Set();

/** `groupHunts`: the hunts of the groups this device plays in as a team that have not ended. */
export function huntAccess(price: number, huntId: number, purchases: Purchases, membership: Membership, groupHunts = NO_GROUPS): HuntAccess {
  if (price === 0) return "free";
  if (purchases.purchased[String(huntId)]) return "purchased";
  if (membership.active) return "member";
  if (groupHunts.has(huntId)) return "group";
  return "locked";
}
