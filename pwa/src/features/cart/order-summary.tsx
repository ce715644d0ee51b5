/**
 * The cart's order summary: promo code, subtotal, discount, tax, shipping and total from the shared cart
 * rules, and Checkout, which creates one order for the whole cart on the server (priced there) and
 * leaves for the payment page. Without a connection the cart keeps working and checkout says why it can't.
 */
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { cartTexts } from "./cart-texts";
import { useState } from "react";
import { SHIPPING_CENTS, TAX_RATE } from "#shared/rules/cart";
import { formatMoney, toDollars } from "#shared/rules/money";
import { useCart } from "../../stores/cart";
import { cartSummary } from "./cart-totals";
import { useBrowserOffline } from "../../lib/installed-app/use-browser-offline";
import { rememberCartOrder } from "./cart-order";
import { PromoCodeForm } from "./promo-code-form";
import { useCheckout } from "../../components/use-checkout";

export function OrderSummary() {
  const items = useCart((s) => s.items);
  const promoCode = useCart((s) => s.promoCode);
  const discountCents = useCart((s) => s.discountCents);
  const totals = cartSummary({ items, discountCents });
  const browserOffline = useBrowserOffline();
  const [refusedOffline, setRefusedOffline] = useState(false);
  const { processing, start } = useCheckout();
  const t = useTexts(cartTexts);
  const lang = useLang();
  const money = (cents: number) => formatMoney(toDollars(cents), lang);

  const checkout = async () => {
    setRefusedOffline(false);
    const result = await start({ items, promoCode }, rememberCartOrder);
    if (result === "offline") setRefusedOffline(true);
  };

  return (
    <section className="card card-body stack order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{t.orderSummary()}</h2>
      <PromoCodeForm />
      <dl className="summary-lines">
        <div>
          <dt>{t.subtotal()}</dt>
          <dd>{money(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 && (
          <div className="summary-discount">
            <dt>{t.discount({ code: promoCode ?? "" })}</dt>
            <dd>−{money(totals.discountCents)}</dd>
          </div>
        )}
        <div>
          <dt>{t.tax({ rate: TAX_RATE * 100 })}</dt>
          <dd>{money(totals.taxCents)}</dd>
        </div>
        <div>
          <dt>{t.shipping()}</dt>
          <dd>{money(totals.shippingCents)}</dd>
        </div>
        <div className="summary-total">
          <dt>{t.total()}</dt>
          <dd>{money(totals.totalCents)}</dd>
        </div>
      </dl>
      {totals.shippingCents > 0 ? (
        <p className="muted small-print">{t.shipsIn({ price: money(SHIPPING_CENTS) })}</p>
      ) : (
        <p className="muted small-print">{t.digitalOnly()}</p>
      )}
      {(browserOffline || refusedOffline) && (
        <p className="alert alert-warn" role="alert">
          <strong>{t.offline()}</strong> {t.needsConnection()}
        </p>
      )}
      <button type="button" className="btn btn-accent checkout-button" disabled={processing} onClick={() => void checkout()}>
        {processing ? t.processing() : t.checkout()}
      </button>
      <p className="muted small-print">{t.pricesConfirmed()}</p>
    </section>
  );
}
