/**
 * On the profile until the family's address is proven theirs: "E-mail not confirmed" until someone opens
 * the link, then "Add your past orders" while it was opened only where the family was not signed in (guest
 * purchases made with the address join the account once a link is opened signed in). Either way the
 * button mails a new link.
 */
import { useState } from "react";
import { errorTexts, saidIn } from "../../../lib/i18n/error-texts";
import { messageTexts } from "../../../lib/i18n/message-texts";
import { rich } from "../../../lib/i18n/rich";
import { useTexts } from "../../../lib/i18n/texts";
import { toast } from "../../../stores/toasts";
import { accountTexts } from "../account-texts";
import { sendConfirmationAgain } from "../account-mail";

export function EmailConfirmationNotice({ email, confirmed }: { email: string; confirmed: boolean }) {
  const [sending, setSending] = useState(false);
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const e = useTexts(errorTexts);
  const onSend = async () => {
    setSending(true);
    const res = await sendConfirmationAgain();
    setSending(false);
    if (res.success) toast({ title: t.confirmationSentTitle(), description: m.confirmationSent() });
    else toast({ title: t.notSent(), description: res.status === 0 ? t.offlineConfirm() : saidIn(res, e), variant: "destructive" });
  };
  return (
    <section className="card card-body email-notice" aria-labelledby="email-notice-heading">
      <div>
        <h2 id="email-notice-heading">{confirmed ? t.addPastOrders() : m.emailNotConfirmed()}</h2>
        <p>{rich(confirmed ? t.openLinkSignedIn() : t.openConfirmLink(), { email: () => email })}</p>
      </div>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void onSend()} disabled={sending}>
        {sending ? t.sending() : confirmed ? t.sendLink() : m.sendAgain()}
      </button>
    </section>
  );
}
