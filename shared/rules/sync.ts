/** Outbox delivery limits shared by the device (batch size) and the server (refuses larger batches). */
export const SYNC_BATCH_MAX = 100;
