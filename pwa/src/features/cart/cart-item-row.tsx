/** One line of the cart: the book, its quantity controls (never below 1) and a remove button. */
import { parseQuantity } from "#shared/rules/cart";
import { MESSAGES } from "#shared/rules/messages";
import { formatMoney, toCents, toDollars } from "#shared/rules/money";
import { useCart, type CartItem } from "../../stores/cart";
import { toast } from "../../stores/toasts";

/** The order schema's limit per line: more would be refused at checkout. */
export const MAX_QUANTITY = 99;
const CART_TOAST_MS = 3000;

export function CartItemRow({ item }: { item: CartItem }) {
  const setQuantity = useCart((s) => s.setQuantity);
  const remove = useCart((s) => s.remove);

  const change = (input: string | number) => {
    const quantity = parseQuantity(input);
    if (quantity !== null) setQuantity(item.id, Math.min(quantity, MAX_QUANTITY));
  };
  const removeItem = () => {
    remove(item.id);
    toast({ title: MESSAGES.itemRemoved, description: `${item.title} has been removed from your cart.`, durationMs: CART_TOAST_MS });
  };
  const inputId = `quantity-${item.id}`;

  return (
    <li className="card cart-item">
      {item.image ? (
        <img className="cart-item-image" src={item.image} alt={item.title} width={96} height={128} loading="lazy" />
      ) : (
        <div className="cart-item-image cart-item-image-empty" aria-hidden="true">📘</div>
      )}
      <div className="cart-item-body">
        <h3>{item.title}</h3>
        <p className="muted">
          {item.category} · {item.pages} pages
        </p>
        <p className="cart-item-price">{formatMoney(item.price)} each</p>
        <div className="row cart-quantity">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={`Decrease quantity of ${item.title}`}
            disabled={item.quantity <= 1}
            onClick={() => change(item.quantity - 1)}
          >
            −
          </button>
          <label className="visually-hidden" htmlFor={inputId}>
            Quantity of {item.title}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            value={item.quantity}
            onChange={(e) => change(e.target.value)}
          />
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={`Increase quantity of ${item.title}`}
            disabled={item.quantity >= MAX_QUANTITY}
            onClick={() => change(item.quantity + 1)}
          >
            +
          </button>
        </div>
      </div>
      <div className="cart-item-side">
        <p className="cart-line-total">{formatMoney(toDollars(toCents(item.price) * item.quantity))}</p>
        <button type="button" className="btn btn-secondary btn-small" aria-label={`Remove ${item.title}`} onClick={removeItem}>
          Remove
        </button>
      </div>
    </li>
  );
}
