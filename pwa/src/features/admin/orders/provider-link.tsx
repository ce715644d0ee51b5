/** A link to the payment provider's own page for the order's payment, when the provider has one. */
import type { Order } from "#shared/schemas/payments";
import { providerName } from "./order-display";

export function ProviderLink({ order }: { order: Order }) {
  if (!order.paypal_order_id || !order.activity_url) return null;
  return (
    <a href={order.activity_url} target="_blank" rel="noopener noreferrer">
      View payment {order.paypal_order_id} on {providerName(order.provider)}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
