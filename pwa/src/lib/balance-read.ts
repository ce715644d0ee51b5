/**
 * Marks that the device has just read an account's balance from the server: the points kept for its
 * delivered completions (points-awarded.ts) may be in that balance, so they are dropped, and only
 * completions the server counts after this moment are kept. Called wherever a balance arrives: a
 * sign-in, the profile, a redemption.
 */
import { db } from "./db";
import { pointsAwardedKey, type PointsAwarded } from "./points-awarded";

export async function balanceRead(userId: number, now = Date.now()): Promise<void> {
  const value: PointsAwarded = { balanceReadAt: now, byCompletion: {} };
  await db.kv.put({ key: pointsAwardedKey(userId), value });
}
