/**
 * Everything about one order: status, amount, date, product, personalization, session id, provider link,
 * and the account that placed or claimed it, whose sessions the admin can end from here.
 */
import { formatMoney } from "#shared/rules/money";
import type { Order } from "#shared/schemas/payments";
import { EndSessions } from "./end-sessions";
import { customerName, formatOrderDate, productTitle, shortId, statusBadgeClass } from "./order-display";
import { PersonalizationBox } from "./personalization-box";
import { ProviderLink } from "./provider-link";
import { useModalDialog } from "../../../components/use-modal-dialog";

export function OrderDetailsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const dialog = useModalDialog(onClose);
  return (
    <dialog {...dialog} className="order-dialog" aria-labelledby="order-dialog-title">
      <div className="card-body stack">
        <h2 id="order-dialog-title">Order {shortId(order)}</h2>
        <dl className="order-details">
          <dt>Status</dt>
          <dd>
            <span className={statusBadgeClass(order.status)}>{order.status}</span>
          </dd>
          <dt>Amount</dt>
          <dd>{formatMoney(order.amount)}</dd>
          <dt>Date</dt>
          <dd>{formatOrderDate(order.created_at)}</dd>
          <dt>Product</dt>
          <dd>{productTitle(order)}</dd>
          <dt>Customer</dt>
          <dd>
            {customerName(order)}
            {order.customer_email && ` (${order.customer_email})`}
          </dd>
          <dt>Account</dt>
          <dd>
            {order.user_id == null ? (
              "Guest"
            ) : (
              <div className="stack">
                <span className="order-code">#{order.user_id}</span>
                <EndSessions userId={order.user_id} />
              </div>
            )}
          </dd>
          <dt>Order ID</dt>
          <dd className="order-code">{order.id}</dd>
          <dt>Session ID</dt>
          <dd className="order-code">{order.session_id}</dd>
          <dt>Provider order</dt>
          <dd className="order-code">{order.activity_url ? <ProviderLink order={order} /> : (order.paypal_order_id ?? "None")}</dd>
        </dl>
        <PersonalizationBox order={order} />
        <div className="row">
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
