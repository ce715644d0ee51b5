/**
 * /admin/orders: every book and hunt order, newest first, with the summary figures above, a
 * personalization box where the buyer asked for one, the provider's page for the payment and a details
 * dialog. Online-only, read straight from the API; a failed load raises a toast, and Retry loads again.
 */
import { useEffect, useState } from "react";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { listOf } from "#shared/schemas/common";
import { orderSchema, type Order } from "#shared/schemas/payments";
import { useApiRead } from "../../../lib/api/use-api-read";
import { toast } from "../../../stores/toasts";
import { OrderCard } from "./order-card";
import { OrderDetailsDialog } from "./order-details-dialog";
import { summarizeOrders } from "./order-summary";
import { OrderSummaryCards } from "./order-summary-cards";
import "./orders.css";

const ordersSchema = listOf(orderSchema);

export default function OrdersPage() {
  const orders = useApiRead("/payments/transactions", ordersSchema);
  const [open, setOpen] = useState<Order | null>(null);
  const failed = orders.state === "failed";

  useEffect(() => {
    if (failed) toast({ title: MESSAGES.errorTitle, description: MESSAGES.ordersFetchFailed, variant: "destructive" });
  }, [failed]);

  return (
    <div className="orders stack">
      <h1>Orders</h1>
      {orders.state === "loading" && <p role="status">{MESSAGES.loadingOrders}</p>}
      {orders.state === "failed" && (
        <div className="alert alert-danger row">
          <span>
            {MESSAGES.ordersFetchFailed}: {orders.error}
          </span>
          <button type="button" className="btn btn-secondary btn-small" onClick={orders.reload}>
            Try again
          </button>
        </div>
      )}
      {orders.state === "ready" && (
        <>
          <OrderSummaryCards summary={summarizeOrders(orders.data.items, new Date())} />
          {orders.data.items.length === 0 ? (
            <p className="muted">{MESSAGES.noOrders}</p>
          ) : (
            <ul className="order-list">
              {orders.data.items.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} onDetails={setOpen} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {open && <OrderDetailsDialog order={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
