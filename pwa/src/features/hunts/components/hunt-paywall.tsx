/**
 * The premium gate of a paid hunt: buy it once (the purchase dialog, then the payment provider) or join
 * the membership. A purchase made with no signal waits in the outbox; once the server has accepted it,
 * the gate offers its payment, and takes the family there by itself if they bought it on this visit.
 * A family who cancelled at the provider comes back here with the order named in the address: the gate
 * says so, stops offering that payment, and "Try again" starts a new purchase.
 */
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Link } from "../../../lib/i18n/links";
import { cancelledOrderId } from "#shared/rules/checkout-return";
import { formatMoney } from "#shared/rules/money";
import { cancelHuntPayment, readHuntPayments } from "../../../lib/payments/hunt-payments";
import { pageNavigation } from "../../../lib/payments/page-navigation";
import { useLiveQuery } from "../../../lib/database/use-live-query";
import { PurchaseDialog } from "./purchase-dialog";
import { rich } from "../../../lib/i18n/rich";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { huntsTexts } from "../hunts-texts";

interface Props {
  hunt: { id: number; title: string; price: number };
  pending: boolean;
}

export function HuntPaywall({ hunt, pending }: Props) {
  const [open, setOpen] = useState(false);
  const [queuedHere, setQueuedHere] = useState(false);
  const [params, setParams] = useSearchParams();
  const t = useTexts(huntsTexts);
  const lang = useLang();
  const cancelled = cancelledOrderId(params);
  const payment = useLiveQuery(async () => (await readHuntPayments())[String(hunt.id)] ?? null, [hunt.id], null);
  const approvalUrl = pending || (payment !== null && payment.order_id === cancelled) ? null : (payment?.approval_url ?? null);

  useEffect(() => {
    // Bought here with no signal and still looking at the gate: signal is back, so on to the payment.
    if (queuedHere && approvalUrl) pageNavigation.assign(approvalUrl);
  }, [queuedHere, approvalUrl]);

  useEffect(() => {
    if (cancelled) void cancelHuntPayment(hunt.id, cancelled);
  }, [hunt.id, cancelled]);

  const tryAgain = () => {
    setParams({}, { replace: true });
    setOpen(true);
  };

  return (
    <section className="card card-body stack paywall" aria-labelledby="paywall-title">
      <span className="badge badge-orange">{t.premium()}</span>
      <h2 id="paywall-title">{t.unlockTitle()}</h2>
      <p>{rich(t.unlockText({ price: formatMoney(hunt.price, lang) }), { hunt: () => <strong>{hunt.title}</strong> })}</p>
      {cancelled && (
        <p className="alert alert-danger" role="status">
          <strong>{t.paymentCancelled()}</strong> {t.paymentCancelledText()}{" "}
          <button type="button" className="btn btn-accent" onClick={tryAgain}>
            {t.tryAgain()}
          </button>
        </p>
      )}
      {pending && (
        <p className="alert alert-warn" role="status">
          <strong>{t.purchasePending()}</strong> {t.purchasePendingText()}
        </p>
      )}
      {approvalUrl && (
        <p className="alert alert-warn" role="status">
          <strong>{t.paymentWaiting()}</strong> {t.paymentWaitingText()}{" "}
          <a className="btn btn-accent" href={approvalUrl}>
            {t.continueToPayment()}
          </a>
        </p>
      )}
      <div className="row">
        <button type="button" className="btn btn-accent" onClick={() => setOpen(true)}>
          {t.buyThisHunt()}
        </button>
        <Link className="btn btn-secondary" to="/membership">
          {t.joinMembership()}
        </Link>
      </div>
      <PurchaseDialog hunt={hunt} open={open} onClose={() => setOpen(false)} onQueued={() => setQueuedHere(true)} />
    </section>
  );
}
