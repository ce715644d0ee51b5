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
import "./cart.css";

export default function CartPage() {
  const hydrated = useCartHydrated();
  const items = useCart((s) => s.items);
  const t = useTexts(cartTexts);

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
