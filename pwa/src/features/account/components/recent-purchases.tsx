/** The latest few orders on the profile, newest first as the server sends them. */
import { Link } from "../../../lib/i18n/links";
import { formatMoney } from "#shared/rules/money";
import type { User } from "#shared/schemas/user";
import { formatDay } from "../dates";

export const RECENT_PURCHASES_MAX = 5;

export function RecentPurchases({ purchases }: { purchases: User["purchase_history"] }) {
  const recent = purchases.slice(0, RECENT_PURCHASES_MAX);
  return (
    <section className="card card-body stack" aria-labelledby="purchases-heading">
      <h2 id="purchases-heading">Recent Purchases</h2>
      {recent.length === 0 ? (
        <p className="muted">
          No purchases yet. <Link to="/shop">Browse the guidebooks</Link>
        </p>
      ) : (
        <ul className="account-list">
          {recent.map((purchase) => (
            <li key={purchase.id}>
              <div>
                <strong>{purchase.product_name}</strong>
                <span className="muted"> · {formatDay(purchase.purchase_date)}</span>
              </div>
              <div className="account-list-end">
                <span>{formatMoney(purchase.amount)}</span> <span className="badge">{purchase.status}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
