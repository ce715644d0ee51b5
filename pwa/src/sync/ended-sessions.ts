/**
 * Sessions this device has signed out of, until the server has ended them too. Signing out forgets the
 * session here at once and names it in the key-value table; the flush then tells the server
 * (POST /api/users/logout with that session's token): at once with signal, else when signal returns,
 * and only after the rows still carrying its token (what the family let go on signing out) have gone
 * with it. A session the server no longer knows (already ended, expired) or one past its expiry is
 * dropped; one it could not be told about is tried again at the next flush. No React and no import():
 * the service worker bundles this with the flush.
 */
import { db } from "../lib/database/db";
import { KV } from "../lib/database/store-keys";
import { SIGN_IN_AGAIN } from "./outbox";
import { claimsOf } from "./row-account";

export interface ServerCall {
  /** Where the API lives; the page and worker use their own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

async function endedSessions(): Promise<string[]> {
  const stored = (await db.kv.get(KV.endedSessions))?.value;
  return Array.isArray(stored) ? stored.filter((token): token is string => typeof token === "string") : [];
}

/** Names a session this device signed out of, for the next flush to end on the server. */
export function rememberEndedSession(token: string): Promise<void> {
  return db.transaction("rw", db.kv, async () => {
    const ended = await endedSessions();
    if (!ended.includes(token)) await db.kv.put({ key: KV.endedSessions, value: [...ended, token] });
  });
}

/** Whether rows still due to go carry the token; ones it already failed to send wait for a new sign-in instead. */
async function carried(token: string): Promise<boolean> {
  const rows = await db.outbox
    .where("state")
    .equals("pending")
    .filter((row) => row.auth === token && row.lastError !== SIGN_IN_AGAIN)
    .count();
  return rows > 0;
}

/** Ends on the server each remembered session nothing waits for; keeps those the server could not be told about. */
export async function endSessionsOnServer(options: ServerCall = {}): Promise<void> {
  const ended = await endedSessions();
  if (ended.length === 0) return;
  const now = (options.now ?? Date.now)();
  const doFetch = options.fetch ?? fetch;
  const settled: string[] = [];
  for (const token of ended) {
    const { exp } = claimsOf(token);
    if (typeof exp === "number" && exp * 1000 <= now) {
      settled.push(token);
      continue;
    }
    if (await carried(token)) continue;
    let res: Response;
    try {
      res = await doFetch(`${options.baseUrl ?? ""}/api/users/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    } catch {
      // No signal: the rest would fail alike.
      break;
    }
    // 401: the server had already ended it. A 5xx or 429 is told again next time.
    if (res.ok || res.status === 401) settled.push(token);
  }
  if (settled.length === 0) return;
  await db.transaction("rw", db.kv, async () => {
    const left = (await endedSessions()).filter((token) => !settled.includes(token));
    await db.kv.put({ key: KV.endedSessions, value: left });
  });
}
