// @chunk core
/** What the server awards, as points. */
export const WELCOME_BONUS_POINTS = 100;
export const HUNT_COMPLETION_POINTS = 50;
export const HUNT_BADGE_POINTS = 100;
export const POINTS_PER_DOLLAR = 10;
export const BLOG_READ_POINTS = 5;

export function purchasePoints(amountCents: number): number {
  return Math.floor(amountCents / 100) * POINTS_PER_DOLLAR;
}

export function completionPoints(badgeEarned: boolean): number {
  return badgeEarned ? HUNT_BADGE_POINTS : HUNT_COMPLETION_POINTS;
}
