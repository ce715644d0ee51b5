/**
 * Signing out of a phone the family shares. Before: what of the account is still on its way to the
 * server, so the family can choose to wait for it. After: the session is named for the server to end
 * (ended-sessions.ts), and the account's photos, profile and history leave the device, so the next
 * account (or a visitor) sees none of them. Nothing is lost: rows still waiting keep their own token and
 * go when they can (the server ends the session after them), and the photo drain removes each of those
 * photos right after its upload. Loaded with the sign-out, not with every page.
 */
import { db, type OutboxKind } from "../lib/database/db";
import { ACCOUNT_KEY_PREFIX } from "../lib/database/store-keys";
import { rememberEndedSession } from "./ended-sessions";
import { requestFlush } from "./outbox";
import { sameAccount } from "./row-account";

/** What the family would miss if it never arrived; page views and the like are not asked about. */
export interface WaitingRows {
  photos: number;
  results: number;
  purchases: number;
  deletions: number;
}

const WAITING_KINDS: Partial<Record<OutboxKind, keyof WaitingRows>> = {
  "hunt.photo": "photos",
  "hunt.complete": "results",
  "hunt.purchase": "purchases",
  "hunt.photo.delete": "deletions",
};

export const NOTHING_WAITING: WaitingRows = { photos: 0, results: 0, purchases: 0, deletions: 0 };

/** Whether signing out must ask first: something of the account is still on its way. */
export const anythingWaiting = (waiting: WaitingRows) => Object.values(waiting).some((count) => count > 0);

/** The session's account's rows still waiting to reach the server, by what they are. */
export async function waitingRows(token: string): Promise<WaitingRows> {
  const kinds = Object.keys(WAITING_KINDS).map((kind) => [kind, "pending"]);
  const rows = await db.outbox.where("[kind+state]").anyOf(kinds).toArray();
  const waiting = { ...NOTHING_WAITING };
  for (const row of rows) {
    const what = WAITING_KINDS[row.kind];
    if (what && row.auth !== null && sameAccount(row.auth, token)) waiting[what]++;
  }
  return waiting;
}

/**
 * Removes from the device what it keeps for an account that signed out: its photos the server has (the
 * ones still uploading go after their upload; one the server refused exists nowhere else and stays, shown
 * to no other account), its profile snapshot, and every per-account list in the key-value table.
 */
export async function forgetAccount(userId: number): Promise<void> {
  await db.transaction("rw", db.photos, db.profile, db.kv, () =>
    Promise.all([
      db.photos.filter((photo) => photo.user_id === userId && photo.server_id !== null).delete(),
      db.profile.delete(userId),
      db.kv
        .where("key")
        .startsWith(ACCOUNT_KEY_PREFIX)
        .filter((row) => row.key.endsWith(`:${userId}`))
        .delete(),
    ]),
  );
}

/** What signing out leaves to do once the device has forgotten the session (`userId`: its account, when known). */
export async function leaveAccount(token: string, userId: number | null): Promise<void> {
  await rememberEndedSession(token);
  requestFlush();
  if (userId !== null) await forgetAccount(userId);
}
