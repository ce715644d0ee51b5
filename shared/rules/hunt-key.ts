// @chunk core
/**
 * How completions, routes and the device refer to a hunt: a database id, or the built-in Roper hunt,
 * which is no database row (decision 046). Code that only passes a hunt along names it a `HuntKey`.
 */

/** The built-in science-center hunt's key. */
export const ROPER_HUNT_ID = "roper";

export type HuntKey = number | typeof ROPER_HUNT_ID;

export function isRoperHunt(key: HuntKey | string): key is typeof ROPER_HUNT_ID {
  return key === ROPER_HUNT_ID;
}

/** The key as a `hunt_key` column and an idempotency key hold it: the id as text, or "roper". */
export function huntKeyText(key: HuntKey): string {
  return String(key);
}

/** A `hunt_key` column's text as the key it holds. */
export function huntKeyFromText(text: string): HuntKey {
  return isRoperHunt(text) ? ROPER_HUNT_ID : Number(text);
}
