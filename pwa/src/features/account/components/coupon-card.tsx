/** One coupon in the points store: what it takes off, what it costs, how many are left, and its button. */
import { MESSAGES } from "#shared/rules/messages";
import { formatMoney } from "#shared/rules/money";
import type { Coupon } from "#shared/schemas/user";
import { formatDay } from "../dates";
import type { RedeemButton } from "../redeem-button";

/** The one code singled out with a 'Popular!' tag. */
export const POPULAR_COUPON_CODE = "SAVE1000";

export const discountLabel = (coupon: Pick<Coupon, "discount_type" | "discount_amount">) =>
  coupon.discount_type === "percentage" ? `${coupon.discount_amount}% off` : `${formatMoney(coupon.discount_amount)} off`;

export function CouponCard({ coupon, button, onRedeem }: { coupon: Coupon; button: RedeemButton; onRedeem: () => void }) {
  return (
    <article className="card coupon-card">
      <div className="card-body stack">
        <div className="coupon-head">
          <h3>{coupon.code}</h3>
          {coupon.code === POPULAR_COUPON_CODE && <span className="badge badge-orange">{MESSAGES.popularCoupon}</span>}
        </div>
        <p className="coupon-discount">{discountLabel(coupon)}</p>
        <p>{coupon.description}</p>
        <dl className="coupon-facts">
          <div>
            <dt>Cost</dt>
            <dd>{coupon.points_cost} points</dd>
          </div>
          <div>
            <dt>Left</dt>
            <dd>{coupon.remaining_uses}</dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd>{coupon.expires_at ? formatDay(coupon.expires_at) : "Never"}</dd>
          </div>
        </dl>
        <button type="button" className="btn" disabled={button.disabled} onClick={onRedeem}>
          {button.label}
        </button>
      </div>
    </article>
  );
}
