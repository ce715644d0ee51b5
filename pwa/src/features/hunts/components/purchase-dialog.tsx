/**
 * "Buy This Hunt": a native <dialog> asking for the four purchase details (all required, none checked for
 * its format). The purchase is queued and sent; accepted, the family goes to the payment provider's
 * approval page after 1 second, as a book buyer does; with no signal it waits in the outbox.
 */
import { useState, type FormEvent } from "react";
import { MESSAGES } from "#shared/rules/messages";
import { formatMoney } from "#shared/rules/money";
import { useModalDialog } from "../../../lib/use-modal-dialog";
import { pageNavigation, PAYMENT_REDIRECT_DELAY_MS } from "../../../lib/page-navigation";
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
const FIELDS: { key: keyof PurchaseForm; label: string; type: string; autoComplete: string }[] = [
  { key: "name", label: "Full name", type: "text", autoComplete: "name" },
  { key: "email", label: "Email", type: "email", autoComplete: "email" },
  { key: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { key: "address", label: "Address", type: "text", autoComplete: "street-address" },
];

export function PurchaseDialog({ hunt, open, onClose, onQueued }: Props) {
  // Kept while the dialog is closed, so what was typed is still there when the family opens it again.
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const { ref, onCancel, onKeyDown } = useModalDialog(onClose, open);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPurchaseFormFilled(form) || busy) return;
    setBusy(true);
    try {
      const outcome = await purchaseHunt(hunt, form, useAuth.getState().token);
      if (outcome.status === "rejected") {
        toast({ title: "Purchase Failed", description: MESSAGES.purchaseFailed, variant: "destructive" });
        return;
      }
      if (outcome.status === "payment") {
        // "Processing..." stays on the button until the provider's page replaces this one.
        await new Promise((resolve) => setTimeout(resolve, PAYMENT_REDIRECT_DELAY_MS));
        pageNavigation.assign(outcome.approvalUrl);
        return;
      }
      toast({ title: "Purchase saved — we'll take you to payment when you're back online." });
      onQueued?.();
      setForm(EMPTY);
      onClose();
    } catch {
      toast({ title: "Purchase Failed", description: MESSAGES.purchaseFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={ref} className="purchase-dialog" aria-labelledby="purchase-title" onCancel={onCancel} onKeyDown={onKeyDown}>
      <form className="card-body stack" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id="purchase-title">Buy {hunt.title}</h2>
        <p>
          One-time price: <strong>{formatMoney(hunt.price)}</strong>. You can play it as many times as you like.
        </p>
        {FIELDS.map((f) => (
          <div key={f.key}>
            <label htmlFor={`purchase-${f.key}`}>{f.label}</label>
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
            {busy ? "Processing..." : `Buy for ${formatMoney(hunt.price)}`}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
