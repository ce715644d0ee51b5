/** The promo code box: SAVE10 (any case) fixes a 10% discount on today's subtotal; anything else is refused. */
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { cartTexts } from "./cart-texts";
import { useState, type FormEvent } from "react";
import { useCart } from "../../stores/cart";
import { toast } from "../../stores/toasts";
import { applyPromo } from "./cart-totals";

export function PromoCodeForm() {
  const applied = useCart((s) => s.promoCode);
  const [code, setCode] = useState("");
  const t = useTexts(cartTexts);

  if (applied) {
    return (
      <p className="promo-applied" role="status">
        {rich(t.promoApplied(), { code: () => <strong>{applied}</strong> })}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (applyPromo(code)) setCode("");
    else toast({ title: t.invalidPromo(), description: t.invalidPromoText(), variant: "destructive" });
  };

  return (
    <form className="promo-form" onSubmit={submit}>
      <label htmlFor="promo-code">{t.promoCode()}</label>
      <div className="row">
        <input id="promo-code" value={code} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="btn btn-secondary" disabled={!code.trim()}>
          {t.apply()}
        </button>
      </div>
    </form>
  );
}
