/** What the buyer paid for, as the server recorded it. */
import { formatMoney } from "#shared/rules/money";
import type { Order } from "#shared/schemas/payments";

export function OrderReceipt({ order }: { order: Order }) {
  const { child_name: childName, special_occasion: occasion } = order.metadata;
  return (
    <section className="card card-body stack order-receipt" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">Your order</h2>
      <ul className="receipt-lines">
        {order.items.map((item, i) => (
          <li key={`${item.book_id ?? "item"}-${i}`}>
            <span>
              {item.title} × {item.quantity}
            </span>
            <span>{formatMoney(item.unit_price * item.quantity)}</span>
          </li>
        ))}
        {order.items.length === 0 && (
          <li>
            <span>{order.product_name}</span>
            <span>{formatMoney(order.amount)}</span>
          </li>
        )}
      </ul>
      {(childName || occasion) && (
        <p className="muted">
          Personalized{childName ? ` for ${childName}` : ""}
          {occasion ? ` (${occasion})` : ""}
        </p>
      )}
      <p className="receipt-total">
        <span>Total paid</span> <strong>{formatMoney(order.amount)}</strong>
      </p>
      <p className="muted small-print">Order reference {order.id.slice(0, 8)}</p>
    </section>
  );
}
