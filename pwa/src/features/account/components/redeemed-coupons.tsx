/** The coupon codes this family has redeemed, ready to type in at checkout. */
import { Link } from "../../../lib/i18n/links";
import type { RedeemedCoupon } from "#shared/schemas/user";
import { rich } from "../../../lib/i18n/rich";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { accountTexts } from "../account-texts";
import { formatDay } from "../dates";

export function RedeemedCoupons({ coupons }: { coupons: RedeemedCoupon[] | null | undefined }) {
  const t = useTexts(accountTexts);
  const lang = useLang();
  // The admin describes coupons in English.
  const descriptionLang = useTextLang("en");
  return (
    <section className="card card-body stack" aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">{t.myCoupons()}</h2>
      {coupons === null && <p className="muted">{t.couponsOffline()}</p>}
      {coupons?.length === 0 && (
        <p className="muted">
          {rich(t.noCouponsYet(), { store: (words) => <Link to="/points-store">{words}</Link> })}
        </p>
      )}
      {coupons && coupons.length > 0 && (
        <ul className="account-list">
          {coupons.map((coupon) => (
            <li key={coupon.code}>
              <div>
                <code className="coupon-code">{coupon.code}</code>
                <span className="muted" lang={descriptionLang}> · {coupon.description}</span>
              </div>
              <span className="muted">{t.redeemedOn({ day: formatDay(coupon.redeemed_at, lang) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
