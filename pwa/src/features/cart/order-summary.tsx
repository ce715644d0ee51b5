/**
 * The cart's order summary: promo code, subtotal, discount, tax, shipping and total from the shared cart
 * rules, and Checkout, which creates one order for the whole cart on the server (priced there) and
 * leaves for the payment page. Without a connection the cart keeps working and checkout says why it can't.
 */
import { useState } from "react";
import { SHIPPING_CENTS, TAX_RATE } from "#shared/rules/cart";
import { formatMoney, toDollars } from "#shared/rules/money";
import { useCart } from "../../stores/cart";
import { cartSummary } from "./cart-totals";
import { useBrowserOffline } from "../../lib/use-browser-offline";
import { rememberCartOrder } from "./cart-order";
import { NEEDS_CONNECTION } from "../../components/checkout-texts";
import { PromoCodeForm } from "./promo-code-form";
import { useCheckout } from "../../components/use-checkout";

const money = (cents: number) => formatMoney(toDollars(cents));

export function OrderSummary() {
  const items = useCart((s) => s.items);
  const promoCode = useCart((s) => s.promoCode);
  const discountCents = useCart((s) => s.discountCents);
  const totals = cartSummary({ items, discountCents });
  const browserOffline = useBrowserOffline();
  const [refusedOffline, setRefusedOffline] = useState(false);
  const { processing, start } = useCheckout();

  const checkout = async () => {
    setRefusedOffline(false);
    const result = await start({ items, promoCode }, rememberCartOrder);
    if (result === "offline") setRefusedOffline(true);
  };

  return (
    <section className="card card-body stack order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">Order Summary</h2>
      <PromoCodeForm />
      <dl className="summary-lines">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 && (
          <div className="summary-discount">
            <dt>Discount ({promoCode})</dt>
            <dd>−{money(totals.discountCents)}</dd>
          </div>
        )}
        <div>
          <dt>Tax ({TAX_RATE * 100}%)</dt>
          <dd>{money(totals.taxCents)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{money(totals.shippingCents)}</dd>
        </div>
        <div className="summary-total">
          <dt>Total</dt>
          <dd>{money(totals.totalCents)}</dd>
        </div>
      </dl>
      {totals.shippingCents > 0 ? (
        <p className="muted small-print">Physical books ship in 5-7 business days ({money(SHIPPING_CENTS)}).</p>
      ) : (
        <p className="muted small-print">Digital items only: no shipping.</p>
      )}
      {(browserOffline || refusedOffline) && (
        <p className="alert alert-warn" role="alert">
          <strong>You're offline.</strong> {NEEDS_CONNECTION}
        </p>
      )}
      <button type="button" className="btn btn-accent checkout-button" disabled={processing} onClick={() => void checkout()}>
        {processing ? "Processing..." : "Proceed to Checkout"}
      </button>
      <p className="muted small-print">Prices are confirmed on the secure payment page.</p>
    </section>
  );
}
