// @chunk core
/**
 * What the server has awarded an account since the device last read its balance, for completions this
 * device delivered (points-awarded.ts): the account's points show as that balance plus these.
 */
import { readKv } from "../database/kv";
import { awardedTotal, pointsAwardedKey, type PointsAwarded } from "./points-awarded";
import { useLiveQuery } from "../database/use-live-query";

export function useAwardedPoints(userId: number | null): number {
  return useLiveQuery(async () => (userId === null ? 0 : awardedTotal(await readKv<PointsAwarded>(pointsAwardedKey(userId)))), [userId], 0);
}
