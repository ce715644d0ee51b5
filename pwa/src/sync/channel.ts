// @chunk core
/**
 * Tells every open page (and the page from the service worker) what a flush confirmed, so stores that
 * mirror server-confirmed facts (an unlocked hunt, a points balance) refresh without polling.
 */
import type { OutboxEntry } from "../lib/database/db";

export const SYNC_CHANNEL = "park-hunts-sync";
/** The Background Sync tag under which the page asks the worker to flush when signal returns. */
export const BACKGROUND_SYNC_TAG = "outbox-flush";

export interface SyncMessage {
  type: "flushed";
  applied: (OutboxEntry & { id: string })[];
  rejected: number;
}

export function broadcast(message: SyncMessage): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export function onSyncMessage(listener: (message: SyncMessage) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  channel.onmessage = (event: MessageEvent<SyncMessage>) => listener(event.data);
  return () => channel.close();
}
