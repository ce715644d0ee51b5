/** Outbox delivery limits shared by the device (how it cuts batches) and the server (what it accepts). */

/** The largest JSON request body the API reads. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Mutations per POST /api/sync: the device cuts its batches to this, and the server answers a larger
 * batch 413 without applying any of it, since every mutation in a batch is work done in one transaction.
 */
export const SYNC_BATCH_MAX = 100;

/**
 * The device also cuts a batch by length, so a run of large items never exceeds the body limit: a
 * UTF-16 code unit is at most 3 bytes of UTF-8, so this many characters stay under JSON_BODY_MAX_BYTES.
 */
export const SYNC_BATCH_CHARS_MAX = Math.floor((JSON_BODY_MAX_BYTES * 0.9) / 3);

/** An outbox mutation's id (a ULID made on the device): its identity and its idempotency key. */
export const OUTBOX_ID_PATTERN = /^[0-9A-Za-z_-]{10,64}$/;
export const OUTBOX_ID_MESSAGE = "must be 10-64 letters, digits, - or _";
