// @chunk core
/**
 * The points the server awarded an account for hunt completions this device delivered, which the balance
 * the device last read may not hold yet. The flush keeps each delivered completion's `points_awarded`,
 * the server's own figure (sync/applied-effects.ts), and the account's points show as that balance plus
 * these. Reading the balance again (a sign-in, the profile, a redemption) drops those it may hold
 * (balance-read.ts). A completion the server may have counted before the balance was read is never
 * kept, so no point shows twice; at worst it shows with the next read. No React: the service worker's flush writes it too.
 */
import { accountKey } from "../database/store-keys";

export interface PointsAwarded {
  /** When this device last read the account's balance from the server (its own clock, ms). */
  balanceReadAt: number;
  /** The server's points for each completion delivered since, by its outbox id, with the earliest the server may have counted them. */
  byCompletion: Record<string, { points: number; since: number }>;
}

/** Under the account's own key, so signing out removes it with the rest of the account's data. */
export const pointsAwardedKey = (userId: number) => accountKey("points_awarded", userId);

export const awardedTotal = (awarded: PointsAwarded | undefined) => Object.values(awarded?.byCompletion ?? {}).reduce((sum, award) => sum + award.points, 0);
