/** Total orders, total revenue, completed and today's orders. */
import { formatMoney } from "#shared/rules/money";
import type { OrderSummary } from "./order-summary";

export function OrderSummaryCards({ summary }: { summary: OrderSummary }) {
  const cards = [
    { label: "Total Orders", value: String(summary.totalOrders) },
    { label: "Total Revenue", value: formatMoney(summary.totalRevenue) },
    { label: "Completed", value: String(summary.completed) },
    { label: "Today's Orders", value: String(summary.today) },
  ];
  return (
    <section aria-label="Order summary">
      <dl className="order-summary">
        {cards.map((card) => (
          <div key={card.label} className="order-summary-card">
            <dt>{card.label}</dt>
            <dd>{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
