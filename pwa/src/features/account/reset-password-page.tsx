/**
 * /reset-password?token=…: the page a reset link opens. A new password under the rules of registration,
 * typed twice; setting it signs the family in (every older session ends) and opens their profile. A link
 * that expired or was used says so and leads back to "Forgot password?".
 */
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "../../lib/i18n/links";
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import { MESSAGES } from "#shared/rules/messages";
import { PASSWORD_MIN, registerSchema } from "#shared/schemas/user";
import { FormField } from "../../components/form-field";
import { toast } from "../../stores/toasts";
import { NEEDS_CONNECTION } from "./account-texts";
import { resetPassword } from "./account-mail";
import { returnPath } from "./return-path";
import { useLinkToken } from "./use-link-token";
import "./account.css";

const AskAgain = () => (
  <p>
    <Link to="/forgot-password">{ACCOUNT_MAIL_TEXTS.forgotPassword}</Link> Ask for a new link.
  </p>
);

function checkPasswords(password: string, confirm: string): { password?: string; confirm?: string } {
  const rule = registerSchema.shape.password.safeParse(password);
  if (!rule.success) return { password: rule.error.issues[0]?.message };
  return password === confirm ? {} : { confirm: MESSAGES.passwordsDoNotMatch };
}

export default function ResetPasswordPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<{ text: string; deadLink: boolean }>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const found = checkPasswords(password, confirm);
    setErrors(found);
    setFailure(undefined);
    if (found.password || found.confirm) return;
    setSaving(true);
    const result = await resetPassword(token, password);
    if (!result.success) {
      setSaving(false);
      setFailure({ text: result.offline ? NEEDS_CONNECTION.reset : result.error, deadLink: "deadLink" in result });
      return;
    }
    toast({ title: "Password changed", description: ACCOUNT_MAIL_TEXTS.passwordReset });
    navigate(returnPath(null, result.user), { replace: true });
  };

  return (
    <div className="container account-form-page">
      <form className="card card-body stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h1>Choose a new password</h1>
        {!token ? (
          <>
            <p className="alert alert-danger">This link is incomplete: open the whole link from the e-mail.</p>
            <AskAgain />
          </>
        ) : (
          <>
            <FormField
              id="reset-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              hint={`At least ${PASSWORD_MIN} characters.`}
              value={password}
              error={errors.password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FormField
              id="reset-confirm"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              error={errors.confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            {failure && (
              <div role="alert" className="alert alert-danger">
                <p>{failure.text}</p>
                {failure.deadLink && <AskAgain />}
              </div>
            )}
            <button type="submit" className="btn" disabled={saving}>
              {saving ? "Saving..." : "Set new password"}
            </button>
          </>
        )}
      </form>
    </div>
  );
}
