/**
 * /cart: the cart kept on this device (so it works with no signal), its items with quantity controls,
 * and the order summary with promo code and checkout.
 */
import { useTexts } from "../../lib/i18n/texts";
import { cartTexts } from "./cart-texts";
import { Link } from "../../lib/i18n/links";
import { cartCount, useCart } from "../../stores/cart";
import { CartItemRow } from "./cart-item-row";
import { useCartHydrated } from "./cart-hydration";
import { OrderSummary } from "./order-summary";
import { usePageHead } from "../../lib/head/use-page-head";
import { headTexts } from "../../lib/head/head-texts";
import "./cart.css";

export default function CartPage() {
  const hydrated = useCartHydrated();
  const items = useCart((s) => s.items);
  const t = useTexts(cartTexts);
  const head = useTexts(headTexts);
  // The tab says how many things wait in the cart, as the header's cart button does.
  usePageHead({ name: head.cartTitle({ count: hydrated ? cartCount(items) : 0 }) });

  if (!hydrated) {
    return (
      <div className="container stack cart-page">
        <h1>{t.yourCart()}</h1>
        <p className="muted" role="status">
          {t.loadingCart()}
        </p>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="container stack cart-page cart-empty">
        <h1>{t.yourCart()}</h1>
        <p className="cart-empty-icon" aria-hidden="true">🛒</p>
        <p>{t.empty()}</p>
        <Link className="btn" to="/shop">
          {t.browseBooks()}
        </Link>
      </div>
    );
  }

  const count = cartCount(items);
  return (
    <div className="container stack cart-page">
      <h1>{t.yourCart()}</h1>
      <p className="muted">{t.inCart({ count })}</p>
      <div className="cart-layout">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="visually-hidden">
            {t.items()}
          </h2>
          <ul className="cart-items">
            {items.map((item) => (
              <CartItemRow key={item.id} item={item} />
            ))}
          </ul>
          <Link to="/shop">{t.continueShopping()}</Link>
        </section>
        <OrderSummary />
      </div>
    </div>
  );
}
