/**
 * Marks that the device has read an account's balance from the server at `readAt`: that balance holds
 * every completion the server may have counted before, so those are dropped from the points kept for
 * delivered completions (points-awarded.ts); only the ones it can have counted only later stay. Called
 * wherever a balance arrives: a sign-in, the profile, a redemption.
 */
import { db } from "../database/db";
import { pointsAwardedKey, type PointsAwarded } from "./points-awarded";

export async function balanceRead(userId: number, readAt = Date.now()): Promise<void> {
  const key = pointsAwardedKey(userId);
  await db.transaction("rw", db.kv, async () => {
    const kept = (await db.kv.get(key))?.value as PointsAwarded | undefined;
    const balanceReadAt = Math.max(readAt, kept?.balanceReadAt ?? readAt);
    const later = Object.entries(kept?.byCompletion ?? {}).filter(([, award]) => award.since > balanceReadAt);
    const value: PointsAwarded = { balanceReadAt, byCompletion: Object.fromEntries(later) };
    await db.kv.put({ key, value });
  });
}
