/**
 * /checkout/return: where the payment provider sends the buyer back. An approved order is captured once;
 * success says 'Order successful!' (and empties the cart when the cart was what they paid for). A refusal,
 * a cancel or a lost connection says so plainly, keeps the cart, and offers a way back to it. A cancel
 * is told to the server, which marks the unpaid order failed.
 */
import { useEffect, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { Link } from "../../lib/i18n/links";
import { CANCELLED_PARAM, cancelledOrderId, ORDER_ID_PARAM } from "#shared/rules/checkout-return";
import { MESSAGES } from "#shared/rules/messages";
import { reportCancelledPayment } from "../../lib/cancelled-payment";
import { OrderReceipt } from "./order-receipt";
import { useCapture } from "./use-capture";
import "./cart.css";

function WayBack({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="row">
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          Try again
        </button>
      )}
      <Link className={onRetry ? "btn btn-secondary" : "btn"} to="/cart">
        Back to cart
      </Link>
      <Link className="btn btn-secondary" to="/shop">
        Continue shopping
      </Link>
    </div>
  );
}

function Notice({ title, children, onRetry }: { title: string; children: ReactNode; onRetry?: () => void }) {
  return (
    <div className="container stack checkout-return">
      <h1>{title}</h1>
      {children}
      <WayBack onRetry={onRetry} />
    </div>
  );
}

export default function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const cancelled = params.has(CANCELLED_PARAM);
  const cancelledOrder = cancelledOrderId(params);
  const orderId = cancelled ? null : params.get(ORDER_ID_PARAM);
  const { state, retry } = useCapture(orderId);

  useEffect(() => {
    if (cancelledOrder) void reportCancelledPayment(cancelledOrder);
  }, [cancelledOrder]);

  if (cancelled) {
    return (
      <Notice title="Payment cancelled">
        <p>No payment was taken. Your cart is still here whenever you're ready.</p>
      </Notice>
    );
  }
  if (!orderId) {
    return (
      <Notice title="Payment not completed">
        <p className="alert alert-danger">We couldn't tell which order this payment belongs to. No payment was taken here.</p>
      </Notice>
    );
  }
  switch (state.status) {
    case "confirming":
      return (
        <div className="container center-screen checkout-return" role="status">
          <div className="stack">
            <div className="spinner" aria-hidden="true" />
            <h1>Confirming your payment...</h1>
          </div>
        </div>
      );
    case "offline":
      return (
        <Notice title="Payment not confirmed yet" onRetry={retry}>
          <p className="alert alert-warn">
            You're offline, so we couldn't confirm your payment. Nothing is lost: reconnect and try again.
          </p>
        </Notice>
      );
    case "failed":
      return (
        <Notice title="Payment not completed" onRetry={retry}>
          <p className="alert alert-danger" role="alert">
            {state.error}
          </p>
          <p>Your cart has been kept, so you can try again.</p>
        </Notice>
      );
    case "paid":
      if (state.order.kind === "hunt" && state.order.hunt_id !== null) {
        return (
          <div className="container stack checkout-return">
            <h1>Purchase Successful!</h1>
            <p>{MESSAGES.purchaseSucceeded}</p>
            <OrderReceipt order={state.order} />
            <Link className="btn" to={`/hunt/${state.order.hunt_id}`}>
              Start the hunt
            </Link>
          </div>
        );
      }
      return (
        <div className="container stack checkout-return">
          <h1>Order successful!</h1>
          <p>Thank you for your purchase. Happy exploring!</p>
          <OrderReceipt order={state.order} />
          <Link className="btn" to="/shop">
            Continue shopping
          </Link>
        </div>
      );
  }
}
