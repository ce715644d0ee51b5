/**
 * /forgot-password ("Reset your password"): an e-mail box. Whatever the address, the answer is the same
 * sentence, so the page tells nobody whether an account uses it; the link arrives by e-mail.
 */
import { useState, type FormEvent } from "react";
import { Link } from "../../lib/i18n/links";
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import { forgotPasswordSchema } from "#shared/schemas/user";
import { FormField } from "../../components/form-field";
import { NEEDS_CONNECTION } from "./account-texts";
import { askForResetLink } from "./account-mail";
import "./account.css";

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    setError(parsed.error?.issues[0]?.message);
    setFailure(undefined);
    if (!parsed.success) return;
    setSending(true);
    const res = await askForResetLink(parsed.data.email);
    setSending(false);
    if (res.success) setSent(true);
    else setFailure(res.status === 0 ? NEEDS_CONNECTION.reset : res.error);
  };

  return (
    <div className="container account-form-page">
      <form className="card card-body stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h1>{ACCOUNT_MAIL_TEXTS.resetYourPassword}</h1>
        {sent ? (
          <p role="status" className="alert">
            {ACCOUNT_MAIL_TEXTS.resetRequested}
          </p>
        ) : (
          <>
            <p className="muted">Enter your account's e-mail and we will send you a link to choose a new password.</p>
            <FormField
              id="forgot-email"
              label="Email"
              type="email"
              autoComplete="username"
              required
              value={email}
              error={error}
              onChange={(e) => setEmail(e.target.value)}
            />
            {failure && (
              <p role="alert" className="alert alert-danger">
                {failure}
              </p>
            )}
            <button type="submit" className="btn" disabled={sending}>
              {sending ? "Sending..." : "Send the link"}
            </button>
          </>
        )}
        <p className="muted">
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </form>
    </div>
  );
}
