/**
 * "Buy This Hunt": a native <dialog> asking for the four purchase details (all required, none checked for
 * its format). The purchase is queued and sent; accepted, the family goes to the payment provider's
 * approval page after 1 second, as a book buyer does; with no signal it waits in the outbox.
 */
import { useState, type FormEvent } from "react";
import { formatMoney } from "#shared/rules/money";
import { rich } from "../../../lib/i18n/rich";
import { textsNow, useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { useModalDialog } from "../../../components/use-modal-dialog";
import { huntsTexts } from "../hunts-texts";
import { pageNavigation, PAYMENT_REDIRECT_DELAY_MS } from "../../../lib/payments/page-navigation";
import { useAuth } from "../../../stores/auth";
import { toast } from "../../../stores/toasts";
import { isPurchaseFormFilled, purchaseHunt, type PurchaseForm } from "../hunt-purchase";

interface Props {
  hunt: { id: number; title: string; price: number };
  open: boolean;
  onClose: () => void;
  /** Queued with no signal: the paywall takes the family to the payment once it goes through. */
  onQueued?: () => void;
}

const EMPTY: PurchaseForm = { name: "", email: "", phone: "", address: "" };
const FIELDS = [
  { key: "name", label: "fullName", type: "text", autoComplete: "name" },
  { key: "email", label: "email", type: "email", autoComplete: "email" },
  { key: "phone", label: "phone", type: "tel", autoComplete: "tel" },
  { key: "address", label: "address", type: "text", autoComplete: "street-address" },
] as const;

function purchaseFailed(): void {
  const t = textsNow(huntsTexts);
  toast({ title: t.purchaseFailed(), description: t.purchaseFailedText(), variant: "destructive" });
}

export function PurchaseDialog({ hunt, open, onClose, onQueued }: Props) {
  // Kept while the dialog is closed, so what was typed is still there when the family opens it again.
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const t = useTexts(huntsTexts);
  const lang = useLang();
  const price = formatMoney(hunt.price, lang);
  const { ref, onCancel, onKeyDown } = useModalDialog(onClose, open);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPurchaseFormFilled(form) || busy) return;
    setBusy(true);
    try {
      const outcome = await purchaseHunt(hunt, form, useAuth.getState().token);
      if (outcome.status === "rejected") {
        purchaseFailed();
        return;
      }
      if (outcome.status === "payment") {
        // "Processing..." stays on the button until the provider's page replaces this one.
        await new Promise((resolve) => setTimeout(resolve, PAYMENT_REDIRECT_DELAY_MS));
        pageNavigation.assign(outcome.approvalUrl);
        return;
      }
      toast({ title: t.purchaseSaved() });
      onQueued?.();
      setForm(EMPTY);
      onClose();
    } catch {
      purchaseFailed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={ref} className="purchase-dialog" aria-labelledby="purchase-title" onCancel={onCancel} onKeyDown={onKeyDown}>
      <form className="card-body stack" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id="purchase-title">{rich(t.buyTitle(), { hunt: () => hunt.title })}</h2>
        <p>{rich(t.oneTimePrice(), { price: () => <strong>{price}</strong> })}</p>
        {FIELDS.map((f) => (
          <div key={f.key}>
            <label htmlFor={`purchase-${f.key}`}>{t[f.label]()}</label>
            <input
              id={`purchase-${f.key}`}
              type={f.type}
              autoComplete={f.autoComplete}
              required
              value={form[f.key]}
              onChange={(e) => setForm((current) => ({ ...current, [f.key]: e.target.value }))}
            />
          </div>
        ))}
        <div className="row">
          <button type="submit" className="btn btn-accent" disabled={!isPurchaseFormFilled(form) || busy}>
            {busy ? t.processing() : t.buyFor({ price })}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {t.cancel()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
