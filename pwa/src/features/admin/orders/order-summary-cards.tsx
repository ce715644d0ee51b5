/** Total orders, total revenue, completed and today's orders, over every order (the server sums them). */
import { formatMoney } from "#shared/rules/money";
import type { OrderSummary } from "#shared/schemas/payments";
import { StatList } from "../../../components/stat-list";

export function OrderSummaryCards({ summary }: { summary: OrderSummary }) {
  const cards = [
    { label: "Total Orders", value: String(summary.total_orders) },
    { label: "Total Revenue", value: formatMoney(summary.total_revenue) },
    { label: "Completed", value: String(summary.completed) },
    { label: "Today's Orders", value: String(summary.today) },
  ];
  return (
    <section aria-label="Order summary">
      <StatList stats={cards} className="order-summary" itemClassName="order-summary-card" />
    </section>
  );
}
