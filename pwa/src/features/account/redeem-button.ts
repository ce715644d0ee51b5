/** What a coupon's button says and whether it can be pressed (redeeming, redeemed, out of stock, too few points). */
import type { Coupon } from "#shared/schemas/user";
import type { Messages } from "../../lib/i18n/texts";
import type { accountTexts } from "./account-texts";

export interface RedeemButton {
  label: string;
  disabled: boolean;
}

export function redeemButton(
  t: Messages<typeof accountTexts.en>,
  coupon: Pick<Coupon, "points_cost" | "remaining_uses">,
  balance: number | null,
  state: { redeeming: boolean; redeemed: boolean },
): RedeemButton {
  if (state.redeeming) return { label: t.redeeming(), disabled: true };
  // The server lets each family redeem a coupon once; pressing again could only fail.
  if (state.redeemed) return { label: t.redeemed(), disabled: true };
  if (coupon.remaining_uses <= 0) return { label: t.outOfStock(), disabled: true };
  // A visitor has no balance to compare: the button stays pressable and asks them to log in.
  if (balance !== null && balance < coupon.points_cost) return { label: t.needMorePoints({ points: coupon.points_cost - balance }), disabled: true };
  return { label: t.redeemNow(), disabled: false };
}
