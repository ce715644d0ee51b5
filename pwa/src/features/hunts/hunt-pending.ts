// @chunk hunt
/** Whether a purchase bought with no signal is still on its way (read on every hunt page, so kept apart from the purchase flow). */
import { withDatabase } from "../../lib/database/db-loader";

/** Purchases of this hunt still waiting in the outbox (bought with no signal). */
export function countPendingPurchases(huntId: number): Promise<number> {
  return withDatabase((db) =>
    db.outbox
      .where("[kind+state]")
      .equals(["hunt.purchase", "pending"])
      .filter((row) => row.kind === "hunt.purchase" && row.payload.hunt_id === huntId)
      .count(),
  );
}
