/**
 * What the buyer paid for, as the server recorded it. The lines and the personalization come only to the
 * account that placed the order; a guest's receipt names the product and the total.
 */
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { cartTexts } from "./cart-texts";
import { formatMoney } from "#shared/rules/money";
import type { CaptureAnswer } from "#shared/schemas/payments";

export function OrderReceipt({ order }: { order: CaptureAnswer }) {
  const items = "items" in order ? order.items : [];
  const { child_name: childName, special_occasion: occasion } = "metadata" in order ? order.metadata : { child_name: null, special_occasion: null };
  const t = useTexts(cartTexts);
  const lang = useLang();
  return (
    <section className="card card-body stack order-receipt" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">{t.yourOrder()}</h2>
      <ul className="receipt-lines">
        {items.map((item, i) => (
          <li key={`${item.book_id ?? "item"}-${i}`}>
            <span>
              {item.title} × {item.quantity}
            </span>
            <span>{formatMoney(item.unit_price * item.quantity, lang)}</span>
          </li>
        ))}
        {items.length === 0 && (
          <li>
            <span>{order.product_name}</span>
            <span>{formatMoney(order.amount, lang)}</span>
          </li>
        )}
      </ul>
      {(childName || occasion) && (
        <p className="muted">
          {childName ? t.personalizedFor({ name: childName }) : t.personalized()}
          {occasion ? ` ${t.occasion({ occasion })}` : ""}
        </p>
      )}
      <p className="receipt-total">
        <span>{t.totalPaid()}</span> <strong>{formatMoney(order.amount, lang)}</strong>
      </p>
      <p className="muted small-print">{t.orderReference({ id: order.id.slice(0, 8) })}</p>
    </section>
  );
}
