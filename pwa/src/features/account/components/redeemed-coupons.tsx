/** The coupon codes this family has redeemed, ready to type in at checkout. */
import { Link } from "../../../lib/i18n/links";
import type { RedeemedCoupon } from "#shared/schemas/user";
import { formatDay } from "../dates";

export function RedeemedCoupons({ coupons }: { coupons: RedeemedCoupon[] | null | undefined }) {
  return (
    <section className="card card-body stack" aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">My Coupons</h2>
      {coupons === null && <p className="muted">Your coupons show here once this device has been online.</p>}
      {coupons?.length === 0 && (
        <p className="muted">
          No coupons yet. <Link to="/points-store">Visit the Points Store</Link> to trade points for discounts.
        </p>
      )}
      {coupons && coupons.length > 0 && (
        <ul className="account-list">
          {coupons.map((coupon) => (
            <li key={coupon.code}>
              <div>
                <code className="coupon-code">{coupon.code}</code>
                <span className="muted"> · {coupon.description}</span>
              </div>
              <span className="muted">Redeemed {formatDay(coupon.redeemed_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
