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
import { errorTexts, saidIn } from "../../lib/i18n/error-texts";
import { useTexts } from "../../lib/i18n/texts";
import { cartTexts } from "./cart-texts";
import { reportCancelledPayment } from "../../lib/payments/cancelled-payment";
import { OrderReceipt } from "./order-receipt";
import { useCapture } from "./use-capture";
import "./cart.css";

function WayBack({ onRetry }: { onRetry?: () => void }) {
  const t = useTexts(cartTexts);
  return (
    <div className="row">
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          {t.tryAgain()}
        </button>
      )}
      <Link className={onRetry ? "btn btn-secondary" : "btn"} to="/cart">
        {t.backToCart()}
      </Link>
      <Link className="btn btn-secondary" to="/shop">
        {t.continueShoppingButton()}
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
  const t = useTexts(cartTexts);
  const e = useTexts(errorTexts);

  useEffect(() => {
    if (cancelledOrder) void reportCancelledPayment(cancelledOrder);
  }, [cancelledOrder]);

  if (cancelled) {
    return (
      <Notice title={t.paymentCancelled()}>
        <p>{t.paymentCancelledText()}</p>
      </Notice>
    );
  }
  if (!orderId) {
    return (
      <Notice title={t.paymentNotCompleted()}>
        <p className="alert alert-danger">{t.unknownOrder()}</p>
      </Notice>
    );
  }
  switch (state.status) {
    case "confirming":
      return (
        <div className="container center-screen checkout-return" role="status">
          <div className="stack">
            <div className="spinner" aria-hidden="true" />
            <h1>{t.confirming()}</h1>
          </div>
        </div>
      );
    case "offline":
      return (
        <Notice title={t.notConfirmed()} onRetry={retry}>
          <p className="alert alert-warn">{t.offlineConfirm()}</p>
        </Notice>
      );
    case "failed":
      return (
        <Notice title={t.paymentNotCompleted()} onRetry={retry}>
          <p className="alert alert-danger" role="alert">
            {saidIn(state.error, e)}
          </p>
          <p>{t.cartKept()}</p>
        </Notice>
      );
    case "paid":
      if (state.order.kind === "hunt" && state.order.hunt_id !== null) {
        return (
          <div className="container stack checkout-return">
            <h1>{t.purchaseSuccessful()}</h1>
            <p>{t.purchaseSucceeded()}</p>
            <OrderReceipt order={state.order} />
            <Link className="btn" to={`/hunt/${state.order.hunt_id}`}>
              {t.startHunt()}
            </Link>
          </div>
        );
      }
      return (
        <div className="container stack checkout-return">
          <h1>{t.orderSuccessful()}</h1>
          <p>{t.thankYou()}</p>
          <OrderReceipt order={state.order} />
          <Link className="btn" to="/shop">
            {t.continueShoppingButton()}
          </Link>
        </div>
      );
  }
}
