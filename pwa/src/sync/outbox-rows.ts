/**
 * Tending rows already in the outbox: handing them a new session on sign-in, and dropping a refused one.
 * Apart from queuing (outbox.ts), so a first load carries only that.
 */
import { db } from "../lib/database/db";
import { requestFlush } from "./outbox";
import { accountOf, sameAccount } from "./row-account";

/**
 * On sign-in, rows queued while signed out and rows of the same account (under an older token, or one
 * refused) are given the new token, so nothing the family did waits on a session that no longer works.
 * Rows of another account keep theirs, expired or not: they go only with that account's own token. A
 * photo taken signed out becomes this account's, so no other account on this phone sees it. A team's
 * result for its group stays no one's: its signature is its proof, and it must not wait for an account.
 */
export async function adoptOutbox(token: string, now = Date.now()): Promise<void> {
  const owner = accountOf(token);
  await db.transaction("rw", db.outbox, db.photos, async () => {
    const photos: string[] = [];
    await db.outbox
      .where("state")
      .equals("pending")
      .filter((row) => row.kind !== "group.progress" && (row.auth === null || sameAccount(row.auth, token)))
      .modify((row) => {
        if (row.auth === null && row.kind === "hunt.photo") photos.push(row.id);
        row.auth = token;
        row.nextAttemptAt = now;
        row.lastError = null;
      });
    if (owner !== null && photos.length > 0) await db.photos.where("id").anyOf(photos).modify({ user_id: owner });
  });
  // Their turn is now: photos taken signed out upload as soon as there is signal.
  requestFlush();
}

/** A refused item the family chose to drop from "Needs attention". */
export async function discardRejected(id: string): Promise<void> {
  await db.outbox.where({ id, state: "rejected" }).delete();
}
