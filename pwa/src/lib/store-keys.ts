/**
 * The spec's device key names of the hunt stores, in one dependency-free module: the stores persist
 * under them, and the boot reads (which must not load the stores' code) read them before the app starts.
 */
export const HUNT_PROGRESS_PREFIX = "hunt_progress_";
export const huntProgressKey = (huntId: number) => `${HUNT_PROGRESS_PREFIX}${huntId}`;
export const ROPER_PROGRESS_KEY = "roper_progress";
export const PURCHASES_KEY = "hunt_purchased";
export const MEMBERSHIP_KEY = "membership_active";
/** Hunt purchases the server accepted as unpaid orders, by hunt id: where to pay each (not a spec key). */
export const HUNT_PAYMENTS_KEY = "hunt_payments";
