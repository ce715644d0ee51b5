/**
 * /reset-password?token=…: the page a reset link opens. A new password under the rules of registration,
 * typed twice; setting it signs the family in (every older session ends) and opens their profile. A link
 * that expired or was used says so and leads back to "Forgot password?".
 */
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "../../lib/i18n/links";
import { errorTexts, saidIn } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";
import { useTexts } from "../../lib/i18n/texts";
import { toast } from "../../stores/toasts";
import { accountTexts } from "./account-texts";
import { resetPassword } from "./account-mail";
import { NewPasswordFields } from "./components/new-password-fields";
import { checkNewPassword, type NewPasswordErrors } from "./new-password";
import { returnPath } from "./return-path";
import { useLinkToken } from "./use-link-token";
import "./account.css";

function AskAgain() {
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  return (
    <p>
      <Link to="/forgot-password">{m.forgotPassword()}</Link> {t.askNewLinkShort()}
    </p>
  );
}

export default function ResetPasswordPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<{ text: string; deadLink: boolean }>();
  const [saving, setSaving] = useState(false);
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const e = useTexts(errorTexts);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const found = checkNewPassword(password, confirm, e);
    setErrors(found);
    setFailure(undefined);
    if (found.password || found.confirm) return;
    setSaving(true);
    const result = await resetPassword(token, password);
    if (!result.success) {
      setSaving(false);
      setFailure({ text: result.offline ? t.offlineReset() : saidIn(result, e), deadLink: "deadLink" in result });
      return;
    }
    toast({ title: t.passwordChanged(), description: m.passwordReset() });
    navigate(returnPath(null, result.user), { replace: true });
  };

  return (
    <div className="container account-form-page">
      <form className="card card-body stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h1>{t.chooseNewPassword()}</h1>
        {!token ? (
          <>
            <p className="alert alert-danger">{t.linkIncomplete()}</p>
            <AskAgain />
          </>
        ) : (
          <>
            <NewPasswordFields idPrefix="reset" password={password} confirm={confirm} errors={errors} onPassword={setPassword} onConfirm={setConfirm} />
            {failure && (
              <div role="alert" className="alert alert-danger">
                <p>{failure.text}</p>
                {failure.deadLink && <AskAgain />}
              </div>
            )}
            <button type="submit" className="btn" disabled={saving}>
              {saving ? t.saving() : t.setNewPassword()}
            </button>
          </>
        )}
      </form>
    </div>
  );
}
