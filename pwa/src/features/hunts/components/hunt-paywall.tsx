/**
 * The premium gate of a paid hunt: buy it once (the purchase dialog) or join the membership. A purchase
 * made with no signal waits in the outbox; until the server accepts it the gate stays, saying so.
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { formatMoney } from "#shared/rules/money";
import { PurchaseDialog } from "./purchase-dialog";

interface Props {
  hunt: { id: number; title: string; price: number };
  pending: boolean;
}

export function HuntPaywall({ hunt, pending }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card card-body stack paywall" aria-labelledby="paywall-title">
      <span className="badge badge-orange">Premium</span>
      <h2 id="paywall-title">Unlock this hunt</h2>
      <p>
        Buy <strong>{hunt.title}</strong> for {formatMoney(hunt.price)} and play it as often as you like, or join the membership to unlock
        every premium hunt.
      </p>
      {pending && (
        <p className="alert alert-warn" role="status">
          <strong>Purchase pending.</strong> It will complete when you're back online, then this hunt unlocks.
        </p>
      )}
      <div className="row">
        <button type="button" className="btn btn-accent" onClick={() => setOpen(true)}>
          Buy This Hunt
        </button>
        <Link className="btn btn-secondary" to="/membership">
          Join Membership
        </Link>
      </div>
      <PurchaseDialog hunt={hunt} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
