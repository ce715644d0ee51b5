/**
 * One coupon in the points store: what it takes off, what it costs, how many are left, and its button.
 * Its description is written by the admin in English and marked so on other languages' pages.
 */
import { formatMoney } from "#shared/rules/money";
import type { Lang } from "#shared/rules/languages";
import type { Coupon } from "#shared/schemas/user";
import { messageTexts } from "../../../lib/i18n/message-texts";
import { useTexts, type Messages } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { accountTexts } from "../account-texts";
import { formatDay } from "../dates";
import type { RedeemButton } from "../redeem-button";

/** The one code singled out with a 'Popular!' tag. */
export const POPULAR_COUPON_CODE = "SAVE1000";

const discountLabel = (coupon: Pick<Coupon, "discount_type" | "discount_amount">, t: Messages<typeof accountTexts.en>, lang: Lang) =>
  coupon.discount_type === "percentage"
    ? t.percentOff({ percent: coupon.discount_amount })
    : t.amountOff({ amount: formatMoney(coupon.discount_amount, lang) });

export function CouponCard({ coupon, button, onRedeem }: { coupon: Coupon; button: RedeemButton; onRedeem: () => void }) {
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const lang = useLang();
  const adminLang = useTextLang("en");
  return (
    <article className="card coupon-card">
      <div className="card-body stack">
        <div className="coupon-head">
          <h3>{coupon.code}</h3>
          {coupon.code === POPULAR_COUPON_CODE && <span className="badge badge-orange">{m.popularCoupon()}</span>}
        </div>
        <p className="coupon-discount">{discountLabel(coupon, t, lang)}</p>
        <p lang={adminLang}>{coupon.description}</p>
        <dl className="coupon-facts">
          <div>
            <dt>{t.cost()}</dt>
            <dd>{t.points({ points: coupon.points_cost })}</dd>
          </div>
          <div>
            <dt>{t.left()}</dt>
            <dd>{coupon.remaining_uses}</dd>
          </div>
          <div>
            <dt>{t.expires()}</dt>
            <dd>{coupon.expires_at ? formatDay(coupon.expires_at, lang) : t.never()}</dd>
          </div>
        </dl>
        <button type="button" className="btn" disabled={button.disabled} onClick={onRedeem}>
          {button.label}
        </button>
      </div>
    </article>
  );
}
