/** The promo code box: SAVE10 (any case) fixes a 10% discount on today's subtotal; anything else is refused. */
import { useState, type FormEvent } from "react";
import { MESSAGES } from "#shared/rules/messages";
import { useCart } from "../../stores/cart";
import { toast } from "../../stores/toasts";
import { applyPromo } from "./cart-totals";

export function PromoCodeForm() {
  const applied = useCart((s) => s.promoCode);
  const [code, setCode] = useState("");

  if (applied) {
    return (
      <p className="promo-applied" role="status">
        Promo code <strong>{applied}</strong> applied
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (applyPromo(code)) setCode("");
    else toast({ title: MESSAGES.invalidPromoTitle, description: MESSAGES.invalidPromo, variant: "destructive" });
  };

  return (
    <form className="promo-form" onSubmit={submit}>
      <label htmlFor="promo-code">Promo code</label>
      <div className="row">
        <input id="promo-code" value={code} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="btn btn-secondary" disabled={!code.trim()}>
          Apply
        </button>
      </div>
    </form>
  );
}
