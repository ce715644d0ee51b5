// @chunk boot
/**
 * The device key names of the stores, never renamed (a phone keeps progress, a session and a cart under
 * them across updates), in one dependency-free module: the stores persist under them, and the boot reads
 * (which must not load the stores' code) read them before the app starts.
 */
export const HUNT_PROGRESS_PREFIX = "hunt_progress_";
export const huntProgressKey = (huntId: number) => `${HUNT_PROGRESS_PREFIX}${huntId}`;
export const ROPER_PROGRESS_KEY = "roper_progress";
export const PURCHASES_KEY = "hunt_purchased";
export const MEMBERSHIP_KEY = "membership_active";
/** Hunt purchases the server accepted as unpaid orders, by hunt id: where to pay each. */
export const HUNT_PAYMENTS_KEY = "hunt_payments";
/** A team's side of group play, one row a group joined (features/hunts/team): `group-team:<code>`. */
export const GROUP_TEAM_PREFIX = "group-team:";
export const groupTeamKey = (code: string) => `${GROUP_TEAM_PREFIX}${code}`;
/** The auth store's four keys; the outbox reads the session from them to know whose rows may go now. */
export const AUTH_KEYS = { token: "auth_token", user: "user_data", adminToken: "admin_token", adminUser: "admin_user" } as const;
/** The auth store's name: its version lives under `versionKey(AUTH_STORE)`. */
export const AUTH_STORE = "auth";
/** Where a store kept under several keys (persisted-storage.ts `keyedStorage`) keeps its version. */
export const versionKey = (store: string) => `${store}:version`;
/** The shopping cart, under the national parks cart key. */
export const CART_KEY = "national_parks_cart";
/**
 * What the device keeps for one account in the key-value table is named `account_<what>:<user id>`, so
 * signing out finds all of it, including lists added later.
 */
export const ACCOUNT_KEY_PREFIX = "account_";
export const accountKey = (what: string, userId: number) => `${ACCOUNT_KEY_PREFIX}${what}:${userId}`;

/** The sync status's own keys in the key-value table. */
export const KV = {
  lastSyncedAt: "sync_last_synced_at",
  signInRequired: "sync_sign_in_required",
  /** Sessions signed out of on this device that the server has not yet been told to end (sync/ended-sessions.ts). */
  endedSessions: "sync_ended_sessions",
  visitorId: "visitor_id",
} as const;
