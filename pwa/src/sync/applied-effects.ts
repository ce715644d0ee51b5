/**
 * Local facts that become true only when the server accepts a mutation, written in the same
 * transaction that removes the row from the outbox. A purchased hunt unlocks only once the purchase is
 * accepted (the flag lives under the purchases store's key).
 */
import { db } from "../lib/db";
import { PURCHASES_KEY } from "../lib/store-keys";

export { PURCHASES_KEY };

interface PersistedPurchases {
  state: { purchased: Record<string, boolean> };
  version: number;
}

/**
 * Records the local facts of the confirmed rows. Call it inside the caller's transaction and do not
 * await anything else in between: the work is chained on Dexie's own promises, which keeps the
 * transaction alive while other database work runs beside it.
 */
export function applyConfirmed(rows: { kind: string; payload: unknown }[]): Promise<void> {
  const huntIds = rows.filter((row) => row.kind === "hunt.purchase").map((row) => String((row.payload as { hunt_id: number }).hunt_id));
  if (huntIds.length === 0) return Promise.resolve();
  return db.kv.get(PURCHASES_KEY).then((row) => {
    const current = row?.value as PersistedPurchases | undefined;
    const purchased = { ...current?.state.purchased, ...Object.fromEntries(huntIds.map((id) => [id, true])) };
    return db.kv.put({ key: PURCHASES_KEY, value: { state: { purchased }, version: current?.version ?? 1 } }).then(() => undefined);
  });
}
