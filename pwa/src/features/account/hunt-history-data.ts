/**
 * The family's hunt history as the server keeps it (GET /api/users/hunt-history): each completion with
 * its explorers. Kept on the device under a per-account key of the key-value table, so the profile shows
 * it with no signal; refreshed in the background when there is one. A completion still waiting in the
 * outbox shows once it has reached the server.
 */
import { useLiveQuery } from "../../lib/database/use-live-query";
import type { HuntHistory, HuntHistoryEntry } from "#shared/schemas/hunt-history";
import { api } from "../../lib/api/api-client";
import { readKv, writeKv } from "../../lib/database/kv";
import { accountKey } from "../../lib/database/store-keys";
import { useAuth } from "../../stores/auth";

export const huntHistoryKey = (userId: number) => accountKey("hunt_history", userId);

export async function refreshHuntHistory(): Promise<boolean> {
  const { token, user } = useAuth.getState();
  if (!token || !user) return false;
  const res = await api.get<HuntHistory>("/users/hunt-history");
  // Whoever signed out or switched accounts meanwhile must not receive the previous account's history.
  if (!res.success || useAuth.getState().token !== token) return false;
  await writeKv(huntHistoryKey(user.id), res.data.items);
  return true;
}

/** undefined while reading; null when this device has never fetched it (so "none yet" is not claimed). */
export function useHuntHistory(userId: number): HuntHistoryEntry[] | null | undefined {
  return useLiveQuery(async () => (await readKv<HuntHistoryEntry[]>(huntHistoryKey(userId))) ?? null, [userId]);
}
