/**
 * Whose each outbox row is, and when it may go. A row made signed in belongs to the account its token
 * names (the server credits the token's subject, so that is the truth) and goes only with that account's
 * token: while another account is signed in on this phone it waits, and once its token was refused it
 * waits for that same account to sign in again (outbox-rows.ts then hands it the new token). A row made
 * signed out has no token and goes to whoever signs in first. No React and no import(): the service
 * worker bundles this with the flush, and both read the session from the same keys.
 */
import { db, type OutboxRow } from "../lib/database/db";
import { KV } from "../lib/database/store-keys";
import { AUTH_KEYS } from "../lib/database/store-keys";
import { SIGN_IN_AGAIN } from "./outbox";

/** The claims of a bearer token, read without verifying (the server verifies; this only sorts rows). */
export function claimsOf(token: string): { sub?: unknown; exp?: unknown } {
  try {
    const part = token.split(".")[1] ?? "";
    return JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown; exp?: unknown };
  } catch {
    return {};
  }
}

/** The user id a token names, when it names one. */
export function accountOf(token: string | null): number | null {
  const sub = token === null ? undefined : claimsOf(token).sub;
  return typeof sub === "number" ? sub : null;
}

/** Whether two tokens are the same account's (one whose claims cannot be read matches only itself). */
export function sameAccount(a: string, b: string): boolean {
  if (a === b) return true;
  const sub = claimsOf(a).sub;
  return sub !== undefined && sub === claimsOf(b).sub;
}

/** The session signed in on this device now, as the auth store saved it (the worker has no store). */
export async function readSession(): Promise<string | null> {
  const [token, adminToken] = await db.kv.bulkGet([AUTH_KEYS.token, AUTH_KEYS.adminToken]);
  const value = token?.value ?? adminToken?.value;
  return typeof value === "string" ? value : null;
}

/** Whether a row made signed in must wait: its token was refused, or another account is signed in now. */
export function waitsForItsAccount(row: OutboxRow, session: string | null): boolean {
  if (row.auth === null) return false;
  return row.lastError === SIGN_IN_AGAIN || (session !== null && !sameAccount(row.auth, session));
}

/**
 * After a 401 the rows wait, untried, until their account signs in again; the family is asked to. A row
 * adopted while the refused request was out already holds a newer token, so it is left to go.
 */
export function waitForSignIn(rows: OutboxRow[], now: number): Promise<void> {
  const refused = new Map(rows.map((row) => [row.id, row.auth]));
  return db
    .transaction("rw", db.outbox, db.kv, () =>
      Promise.all([
        db.outbox
          .where("id")
          .anyOf([...refused.keys()])
          .modify((row) => {
            if (row.auth !== refused.get(row.id)) return;
            row.attempts++;
            row.lastError = SIGN_IN_AGAIN;
            row.nextAttemptAt = now;
          }),
        db.kv.put({ key: KV.signInRequired, value: true }),
      ]),
    )
    .then(() => undefined);
}
