/** "E-mail not confirmed" on the profile until the family opens the link, with "Send again" for a new one. */
import { useState } from "react";
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import { toast } from "../../../stores/toasts";
import { NEEDS_CONNECTION } from "../account-texts";
import { sendConfirmationAgain } from "../account-mail";

export function EmailConfirmationNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const onSend = async () => {
    setSending(true);
    const res = await sendConfirmationAgain();
    setSending(false);
    if (res.success) toast({ title: "Confirmation sent", description: res.data.detail });
    else toast({ title: "Not sent", description: res.status === 0 ? NEEDS_CONNECTION.confirm : res.error, variant: "destructive" });
  };
  return (
    <section className="card card-body email-notice" aria-labelledby="email-notice-heading">
      <div>
        <h2 id="email-notice-heading">{ACCOUNT_MAIL_TEXTS.emailNotConfirmed}</h2>
        <p>
          Open the link we sent to {email} to confirm it's yours. Purchases made with it without signing in then appear
          here too.
        </p>
      </div>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void onSend()} disabled={sending}>
        {sending ? "Sending..." : ACCOUNT_MAIL_TEXTS.sendAgain}
      </button>
    </section>
  );
}
