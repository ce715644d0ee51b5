/**
 * /cart: the cart kept on this device (so it works with no signal), its items with quantity controls,
 * and the order summary with promo code and checkout.
 */
import { Link } from "../../lib/i18n/links";
import { cartCount, useCart } from "../../stores/cart";
import { CartItemRow } from "./cart-item-row";
import { useCartHydrated } from "./cart-hydration";
import { OrderSummary } from "./order-summary";
import "./cart.css";

export default function CartPage() {
  const hydrated = useCartHydrated();
  const items = useCart((s) => s.items);

  if (!hydrated) {
    return (
      <div className="container stack cart-page">
        <h1>Your Cart</h1>
        <p className="muted" role="status">Loading your cart...</p>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="container stack cart-page cart-empty">
        <h1>Your Cart</h1>
        <p className="cart-empty-icon" aria-hidden="true">🛒</p>
        <p>Your cart is empty. Find a guidebook for your next park adventure.</p>
        <Link className="btn" to="/shop">
          Browse Books
        </Link>
      </div>
    );
  }

  const count = cartCount(items);
  return (
    <div className="container stack cart-page">
      <h1>Your Cart</h1>
      <p className="muted">
        {count} {count === 1 ? "item" : "items"} in your cart
      </p>
      <div className="cart-layout">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="visually-hidden">
            Items
          </h2>
          <ul className="cart-items">
            {items.map((item) => (
              <CartItemRow key={item.id} item={item} />
            ))}
          </ul>
          <Link to="/shop">← Continue shopping</Link>
        </section>
        <OrderSummary />
      </div>
    </div>
  );
}
