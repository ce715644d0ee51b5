/**
 * /confirm-email?token=…: the page a "Confirm your e-mail" link opens. It confirms the address once and
 * says so, with the earlier purchases made with it that now belong to the account; a signed-in profile
 * is refreshed so "E-mail not confirmed" goes away.
 */
import { useEffect, useState } from "react";
import { Link } from "../../lib/i18n/links";
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import { useAuth } from "../../stores/auth";
import { refreshAccount } from "./account-data";
import { NEEDS_CONNECTION } from "./account-texts";
import { confirmEmailOnce, type Confirmation } from "./account-mail";
import { useLinkToken } from "./use-link-token";
import "./account.css";

type State = { status: "confirming" } | { status: "confirmed"; confirmation: Confirmation } | { status: "failed"; error: string } | { status: "offline" };

const claimedText = (n: number) =>
  n === 1 ? "1 earlier purchase made with it now appears in your account." : `${n} earlier purchases made with it now appear in your account.`;

export default function ConfirmEmailPage() {
  const token = useLinkToken();
  const signedIn = useAuth((s) => s.user !== null);
  const [state, setState] = useState<State>({ status: "confirming" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setState({ status: "confirming" });
    void confirmEmailOnce(token).then(async (res) => {
      if (res.success && useAuth.getState().user) await refreshAccount().catch(() => false);
      if (!live) return;
      if (res.success) setState({ status: "confirmed", confirmation: res.data });
      else setState(res.status === 0 ? { status: "offline" } : { status: "failed", error: res.status === 410 ? ACCOUNT_MAIL_TEXTS.confirmLinkDead : res.error });
    });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const onward = signedIn ? (
    <Link className="btn" to="/profile">
      Go to your profile
    </Link>
  ) : (
    <Link className="btn" to="/login">
      Log in
    </Link>
  );

  if (!token) {
    return (
      <div className="container account-form-page stack">
        <h1>{ACCOUNT_MAIL_TEXTS.confirmYourEmail}</h1>
        <p className="alert alert-danger">This link is incomplete: open the whole link from the e-mail.</p>
      </div>
    );
  }
  switch (state.status) {
    case "confirming":
      return (
        <div className="container center-screen" role="status">
          <div className="stack">
            <div className="spinner account-spinner" aria-hidden="true" />
            <h1>Confirming your e-mail...</h1>
          </div>
        </div>
      );
    case "confirmed":
      return (
        <div className="container account-form-page stack">
          <h1>{ACCOUNT_MAIL_TEXTS.emailConfirmed}</h1>
          <p>{state.confirmation.email} is confirmed. Thank you!</p>
          {state.confirmation.claimed_orders > 0 && <p>{claimedText(state.confirmation.claimed_orders)}</p>}
          <p>{onward}</p>
        </div>
      );
    case "offline":
      return (
        <div className="container account-form-page stack">
          <h1>{ACCOUNT_MAIL_TEXTS.confirmYourEmail}</h1>
          <p className="alert alert-warn">{NEEDS_CONNECTION.confirm}</p>
          <p>
            <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </p>
        </div>
      );
    case "failed":
      return (
        <div className="container account-form-page stack">
          <h1>{ACCOUNT_MAIL_TEXTS.confirmYourEmail}</h1>
          <p role="alert" className="alert alert-danger">
            {state.error}
          </p>
          <p>For a new link, sign in and choose "{ACCOUNT_MAIL_TEXTS.sendAgain}" on your profile.</p>
          <p>{onward}</p>
        </div>
      );
  }
}
