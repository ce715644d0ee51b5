/** Total orders, total revenue, completed and today's orders. */
import { formatMoney } from "#shared/rules/money";
import { StatList } from "../../../components/stat-list";
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
      <StatList stats={cards} className="order-summary" itemClassName="order-summary-card" />
    </section>
  );
}
