/**
 * Queuing what the family does for the server. `enqueueWith` writes the local state change and its
 * outbox row in one IndexedDB transaction, so either both survive (the quiz is completed and its
 * completion will be sent) or neither does. The page's side only: it reaches the database through
 * lib/database/db-loader.ts, which the service worker's classic script cannot load. Screens load this
 * module with the first thing they queue, so it brings the row maker too.
 */
import { database } from "../lib/database/db-loader";
import type { OutboxRow, ParkHuntsDb } from "../lib/database/db";
import { requestFlush } from "./outbox";

export { newMutation } from "./outbox";

/**
 * Runs `change` (writes to the key-value table of the database it is given) and adds the mutation,
 * atomically. Afterwards a flush is requested so the row leaves as soon as there is signal. A change
 * that answers `false` found the row's news already queued (read in the same transaction, so two taps
 * cannot both miss it): nothing is added, and the answer is false.
 */
export async function enqueueWith(row: OutboxRow, change?: (db: ParkHuntsDb) => Promise<void | false>): Promise<boolean> {
  const db = await database();
  const added = await db.transaction("rw", db.kv, db.outbox, async () => {
    if ((await change?.(db)) === false) return false;
    await db.outbox.add(row);
    return true;
  });
  if (added) requestFlush();
  return added;
}
