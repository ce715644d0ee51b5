/**
 * Local facts that become true only when the server accepts a mutation, written in the same
 * transaction that removes the row from the outbox. A purchased hunt unlocks only once the purchase is
 * accepted (the flag lives under the purchases store's key).
 */
import { db } from "../lib/db";

export const PURCHASES_KEY = "hunt_purchased";

interface PersistedPurchases {
  state: { purchased: Record<string, boolean> };
  version: number;
}

export async function applyConfirmed(kind: string, payload: unknown): Promise<void> {
  if (kind !== "hunt.purchase") return;
  const huntId = String((payload as { hunt_id: number }).hunt_id);
  const current = (await db.kv.get(PURCHASES_KEY))?.value as PersistedPurchases | undefined;
  const purchased = { ...current?.state.purchased, [huntId]: true };
  await db.kv.put({ key: PURCHASES_KEY, value: { state: { purchased }, version: current?.version ?? 1 } });
}
