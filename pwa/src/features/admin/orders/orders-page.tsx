/**
 * /admin/orders: book and hunt orders, newest first, a page at a time ("Load more" reads the next), with
 * the summary figures over every order above, a personalization box where the buyer asked for one, the
 * provider's page for the payment and a details dialog. Online-only, read straight from the API; a
 * failed load raises a toast, and Retry loads again.
 */
import { useEffect, useState } from "react";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { pageOf } from "#shared/schemas/common";
import { orderSchema, orderSummarySchema, type Order } from "#shared/schemas/payments";
import { readApi, useApiRead } from "../../../lib/api/use-api-read";
import { useAdminPages } from "../../../lib/api/use-admin-pages";
import { toast } from "../../../stores/toasts";
import { ListFoot } from "../shared/list-foot";
import { OrderCard } from "./order-card";
import { OrderDetailsDialog } from "./order-details-dialog";
import { startOfLocalDay } from "./order-summary";
import { OrderSummaryCards } from "./order-summary-cards";
import "./orders.css";

const ordersPage = pageOf(orderSchema);
const readOrders = (cursor: string | undefined) => readApi("/payments/transactions", ordersPage, { cursor });

export default function OrdersPage() {
  const orders = useAdminPages(readOrders);
  const [since] = useState(() => startOfLocalDay(new Date()).toISOString());
  const summary = useApiRead("/payments/transactions/summary", orderSummarySchema, { since });
  const [open, setOpen] = useState<Order | null>(null);
  const failed = orders.state.status === "error";

  useEffect(() => {
    if (failed) toast({ title: MESSAGES.errorTitle, description: MESSAGES.ordersFetchFailed, variant: "destructive" });
  }, [failed]);

  return (
    <div className="orders stack">
      <h1>Orders</h1>
      {orders.state.status === "loading" && <p role="status">{MESSAGES.loadingOrders}</p>}
      {orders.state.status === "error" && (
        <div className="alert alert-danger row">
          <span>
            {MESSAGES.ordersFetchFailed}: {orders.state.error}
          </span>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              orders.reload();
              summary.reload();
            }}
          >
            Try again
          </button>
        </div>
      )}
      {orders.state.status === "ready" && (
        <>
          {summary.state === "ready" && <OrderSummaryCards summary={summary.data} />}
          {orders.state.data.items.length === 0 ? (
            <p className="muted">{MESSAGES.noOrders}</p>
          ) : (
            <>
              <ul className="order-list">
                {orders.state.data.items.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} onDetails={setOpen} />
                  </li>
                ))}
              </ul>
              <ListFoot list={orders.state.data} pages={orders} />
            </>
          )}
        </>
      )}
      {open && <OrderDetailsDialog order={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
