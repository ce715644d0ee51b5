/** One line of the cart: the book, its quantity controls (never below 1) and a remove button. */
import { InLang } from "../../lib/i18n/in-lang";
import { textsNow, useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { cartTexts } from "./cart-texts";
import { parseQuantity } from "#shared/rules/cart";
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
    const t = textsNow(cartTexts);
    toast({ title: t.itemRemoved(), description: t.itemRemovedText({ title: item.title }), durationMs: CART_TOAST_MS });
  };
  const inputId = `quantity-${item.id}`;
  const t = useTexts(cartTexts);
  const lang = useLang();
  const bookLang = useTextLang("en");

  return (
    <li className="card cart-item">
      {item.image ? (
        <img className="cart-item-image" src={item.image} alt={item.title} width={96} height={128} loading="lazy" />
      ) : (
        <div className="cart-item-image cart-item-image-empty" aria-hidden="true">📘</div>
      )}
      <div className="cart-item-body">
        <h3 lang={bookLang}>{item.title}</h3>
        <p className="muted">
          <InLang lang={bookLang}>{item.category}</InLang> · {t.pages({ count: item.pages })}
        </p>
        <p className="cart-item-price">{t.each({ price: formatMoney(item.price, lang) })}</p>
        <div className="row cart-quantity">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={t.decrease({ title: item.title })}
            disabled={item.quantity <= 1}
            onClick={() => change(item.quantity - 1)}
          >
            −
          </button>
          <label className="visually-hidden" htmlFor={inputId}>
            {t.quantityOf({ title: item.title })}
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
            aria-label={t.increase({ title: item.title })}
            disabled={item.quantity >= MAX_QUANTITY}
            onClick={() => change(item.quantity + 1)}
          >
            +
          </button>
        </div>
      </div>
      <div className="cart-item-side">
        <p className="cart-line-total">{formatMoney(toDollars(toCents(item.price) * item.quantity), lang)}</p>
        <button type="button" className="btn btn-secondary btn-small" aria-label={t.removeLabel({ title: item.title })} onClick={removeItem}>
          {t.remove()}
        </button>
      </div>
    </li>
  );
}
