/**
 * The family's hunt history as the server keeps it (GET /api/users/hunt-history): each completion with
 * its explorers, a page at a time. Every page read is kept on the device under a per-account key of the
 * key-value table (account-pages.ts), so the profile shows it with no signal; the first page is
 * refreshed in the background when there is one. A completion still waiting in the outbox shows once it
 * has reached the server.
 */
import type { HuntHistoryEntry } from "#shared/schemas/hunt-history";
import { accountKey } from "../../lib/database/store-keys";
import type { StoredPages } from "../../lib/database/stored-pages";
import { pagesOf, refreshFirstPage, useStoredPages, type AccountList } from "./account-pages";

export const huntHistoryKey = (userId: number) => accountKey("hunt_history", userId);

export const HUNT_HISTORY_LIST: AccountList<HuntHistoryEntry> = {
  path: "/users/hunt-history",
  key: huntHistoryKey,
  order: (entry) => [entry.completed_at, entry.id],
  // An older app kept entries without their completion's id: each gets one of its own, below any real one.
  normalize: (value) => pagesOf<HuntHistoryEntry>(value, (entry, index) => (typeof entry.id === "number" ? entry : { ...entry, id: -1 - index })),
};

export const refreshHuntHistory = () => refreshFirstPage(HUNT_HISTORY_LIST);

/** undefined while reading; null when this device has never fetched it (so "none yet" is not claimed). */
export function useHuntHistory(userId: number): StoredPages<HuntHistoryEntry> | null | undefined {
  return useStoredPages(HUNT_HISTORY_LIST, userId);
}
