// @chunk boot
/** The name of the device database, on its own so code that must not load Dexie can open it too. */
export const DB_NAME = "park-hunts";
