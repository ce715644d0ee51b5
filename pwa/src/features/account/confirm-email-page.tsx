/**
 * /confirm-email?token=…: the page a "Confirm your e-mail" link opens. It confirms the address and says
 * so. Opened signed in to the account, it also says which earlier purchases made with the address now
 * belong to it, and a signed-in profile is refreshed so its notice goes away; opened anywhere else, it
 * offers "Sign in to add your past orders", which comes back here after signing in to open the link as
 * the account.
 */
import { useEffect, useState } from "react";
import { TOKEN_PARAM } from "#shared/rules/account-mail";
import { Link } from "../../lib/i18n/links";
import type { Said } from "../../lib/api/api-client";
import { errorTexts, saidIn } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { useAuth } from "../../stores/auth";
import { refreshAccount } from "./account-data";
import { accountTexts } from "./account-texts";
import { confirmEmailOnce, type Confirmation } from "./account-mail";
import { comeBackTo } from "./return-path";
import { useLinkToken } from "./use-link-token";
import "./account.css";

type State = { status: "confirming" } | { status: "confirmed"; confirmation: Confirmation } | { status: "failed"; error: Said | null } | { status: "offline" };

export default function ConfirmEmailPage() {
  const token = useLinkToken();
  const signedIn = useAuth((s) => s.user !== null);
  const [state, setState] = useState<State>({ status: "confirming" });
  const [attempt, setAttempt] = useState(0);
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const e = useTexts(errorTexts);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setState({ status: "confirming" });
    void confirmEmailOnce(token).then(async (res) => {
      if (res.success && useAuth.getState().user) await refreshAccount().catch(() => false);
      if (!live) return;
      if (res.success) setState({ status: "confirmed", confirmation: res.data });
      else setState(res.status === 0 ? { status: "offline" } : { status: "failed", error: res.status === 410 ? null : res });
    });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const signInToClaim = (token: string) => (
    <Link className="btn" to="/login" state={comeBackTo("/confirm-email", `?${TOKEN_PARAM}=${encodeURIComponent(token)}`)}>
      {t.signInToClaim()}
    </Link>
  );
  const onward = signedIn ? (
    <Link className="btn" to="/profile">
      {t.goToProfile()}
    </Link>
  ) : (
    <Link className="btn" to="/login">
      {t.logInLink()}
    </Link>
  );

  if (!token) {
    return (
      <div className="container account-form-page stack">
        <h1>{m.confirmYourEmail()}</h1>
        <p className="alert alert-danger">{t.linkIncomplete()}</p>
      </div>
    );
  }
  switch (state.status) {
    case "confirming":
      return (
        <div className="container center-screen" role="status">
          <div className="stack">
            <div className="spinner account-spinner" aria-hidden="true" />
            <h1>{t.confirming()}</h1>
          </div>
        </div>
      );
    case "confirmed":
      return (
        <div className="container account-form-page stack">
          <h1>{m.emailConfirmed()}</h1>
          <p>{rich(t.emailIsConfirmed(), { email: () => state.confirmation.email })}</p>
          {state.confirmation.claimed_orders > 0 && <p>{t.claimedOrders({ orders: state.confirmation.claimed_orders })}</p>}
          {state.confirmation.sign_in_to_claim ? (
            <>
              <p>{t.claimNeedsSignIn()}</p>
              <p>{signInToClaim(token)}</p>
            </>
          ) : (
            <p>{onward}</p>
          )}
        </div>
      );
    case "offline":
      return (
        <div className="container account-form-page stack">
          <h1>{m.confirmYourEmail()}</h1>
          <p className="alert alert-warn">{t.offlineConfirm()}</p>
          <p>
            <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
              {t.tryAgain()}
            </button>
          </p>
        </div>
      );
    case "failed":
      return (
        <div className="container account-form-page stack">
          <h1>{m.confirmYourEmail()}</h1>
          <p role="alert" className="alert alert-danger">
            {state.error === null ? e.confirmLinkDead() : saidIn(state.error, e)}
          </p>
          <p>{t.askNewLink({ sendAgain: m.sendAgain() })}</p>
          <p>{onward}</p>
        </div>
      );
  }
}
