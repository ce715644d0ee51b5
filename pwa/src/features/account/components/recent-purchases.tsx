/** The latest few orders on the profile, newest first as the server sends them. */
import { Link } from "../../../lib/i18n/links";
import { formatMoney } from "#shared/rules/money";
import type { User } from "#shared/schemas/user";
import { rich } from "../../../lib/i18n/rich";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { accountTexts } from "../account-texts";
import { formatDay } from "../dates";

export const RECENT_PURCHASES_MAX = 5;

export function RecentPurchases({ purchases }: { purchases: User["purchase_history"] }) {
  const recent = purchases.slice(0, RECENT_PURCHASES_MAX);
  const t = useTexts(accountTexts);
  const lang = useLang();
  // Books are named in English.
  const productLang = useTextLang("en");
  return (
    <section className="card card-body stack" aria-labelledby="purchases-heading">
      <h2 id="purchases-heading">{t.recentPurchases()}</h2>
      {recent.length === 0 ? (
        <p className="muted">
          {rich(t.noPurchases(), { shop: (words) => <Link to="/shop">{words}</Link> })}
        </p>
      ) : (
        <ul className="account-list">
          {recent.map((purchase) => (
            <li key={purchase.id}>
              <div>
                <strong lang={productLang}>{purchase.product_name}</strong>
                <span className="muted"> · {formatDay(purchase.purchase_date, lang)}</span>
              </div>
              <div className="account-list-end">
                <span>{formatMoney(purchase.amount, lang)}</span> <span className="badge">{t.orderStatus({ status: purchase.status })}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
