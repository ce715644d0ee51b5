/** One order in the list: short id, status, customer, amount, product, date, personalization, links. */
import { formatMoney } from "#shared/rules/money";
import type { Order } from "#shared/schemas/payments";
import { customerName, formatOrderDate, productTitle, shortId, statusBadgeClass } from "./order-display";
import { PersonalizationBox } from "./personalization-box";
import { ProviderLink } from "./provider-link";

export function OrderCard({ order, onDetails }: { order: Order; onDetails: (order: Order) => void }) {
  return (
    <article className="card card-body order-card" aria-labelledby={`order-${order.id}`}>
      <div className="order-card-head">
        <h2 id={`order-${order.id}`} className="order-code">
          #{shortId(order)}
        </h2>
        <span className={statusBadgeClass(order.status)}>{order.status}</span>
        <strong className="order-amount">{formatMoney(order.amount)}</strong>
      </div>
      <p className="order-product">{productTitle(order)}</p>
      <p className="muted">
        {customerName(order)} · <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
      </p>
      <PersonalizationBox order={order} />
      <div className="row">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={`View details of order ${shortId(order)}`}
          onClick={() => onDetails(order)}
        >
          View details
        </button>
        <ProviderLink order={order} />
      </div>
    </article>
  );
}
