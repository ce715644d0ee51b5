/** The personalization a buyer asked for (child's name, occasion) with who to contact about it. */
import type { Order } from "#shared/schemas/payments";
import { hasPersonalization } from "./order-display";

export function PersonalizationBox({ order }: { order: Order }) {
  if (!hasPersonalization(order)) return null;
  const { child_name, special_occasion } = order.metadata;
  return (
    <div className="personalization-box">
      <p className="personalization-title">Personalization</p>
      <dl>
        {child_name && (
          <div>
            <dt>Child's name</dt>
            <dd>{child_name}</dd>
          </div>
        )}
        {special_occasion && (
          <div>
            <dt>Special occasion</dt>
            <dd>{special_occasion}</dd>
          </div>
        )}
        {order.customer_email && (
          <div>
            <dt>Customer email</dt>
            <dd>
              <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
