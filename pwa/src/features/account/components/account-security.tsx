/**
 * The profile's "Sign-in and security": "Change password" (its form opens in place) and "Sign out of
 * every device", for a lost phone or a computer that is not the family's. Both need a connection and say
 * so offline; signing out everywhere also signs this device out and returns home.
 */
import { useState } from "react";
import { signOutHome } from "../../../components/use-sign-out";
import { errorTexts, saidIn } from "../../../lib/i18n/error-texts";
import { useNavigate } from "../../../lib/i18n/links";
import { useTexts } from "../../../lib/i18n/texts";
import { toast } from "../../../stores/toasts";
import { accountTexts } from "../account-texts";
import { signOutEverywhere } from "../account-security";
import { ChangePasswordForm } from "./change-password-form";

export function AccountSecurity() {
  const [changing, setChanging] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const t = useTexts(accountTexts);
  const e = useTexts(errorTexts);

  const onSignOutEverywhere = async () => {
    setLeaving(true);
    const result = await signOutEverywhere();
    if (!result.success) {
      setLeaving(false);
      const description = result.status === 0 ? t.offlineSignOutEverywhere() : saidIn(result, e);
      toast({ title: t.notSignedOutEverywhere(), description, variant: "destructive" });
      return;
    }
    toast({ title: t.signedOutEverywhere(), description: t.signedOutEverywhereText() });
    await signOutHome(navigate);
  };

  return (
    <section className="card card-body stack" aria-labelledby="security-heading">
      <h2 id="security-heading">{t.security()}</h2>
      {changing ? (
        <ChangePasswordForm onDone={() => setChanging(false)} />
      ) : (
        <p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setChanging(true)}>
            {t.changePassword()}
          </button>
        </p>
      )}
      <div className="stack">
        <p className="muted">{t.signOutEverywhereText()}</p>
        <p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void onSignOutEverywhere()} disabled={leaving}>
            {leaving ? t.signingOut() : t.signOutEverywhere()}
          </button>
        </p>
      </div>
    </section>
  );
}
