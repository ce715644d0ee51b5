/** What a coupon's button says and whether it can be pressed (redeeming, redeemed, out of stock, too few points). */
import type { Coupon } from "#shared/schemas/user";

export interface RedeemButton {
  label: string;
  disabled: boolean;
}

export function redeemButton(
  coupon: Pick<Coupon, "points_cost" | "remaining_uses">,
  balance: number | null,
  state: { redeeming: boolean; redeemed: boolean },
): RedeemButton {
  if (state.redeeming) return { label: "Redeeming...", disabled: true };
  // The server lets each family redeem a coupon once; pressing again could only fail.
  if (state.redeemed) return { label: "Redeemed", disabled: true };
  if (coupon.remaining_uses <= 0) return { label: "Out of Stock", disabled: true };
  // A visitor has no balance to compare: the button stays pressable and asks them to log in.
  if (balance !== null && balance < coupon.points_cost) return { label: `Need ${coupon.points_cost - balance} more points`, disabled: true };
  return { label: "Redeem Now", disabled: false };
}
