/**
 * /forgot-password ("Reset your password"): an e-mail box. Whatever the address, the answer is the same
 * sentence, so the page tells nobody whether an account uses it; the link arrives by e-mail.
 */
import { useState, type FormEvent } from "react";
import { Link } from "../../lib/i18n/links";
import { errorTexts, problemOf, saidIn } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { forgotPasswordSchema } from "#shared/schemas/user";
import { FormField } from "../../components/form-field";
import { accountTexts } from "./account-texts";
import { askForResetLink } from "./account-mail";
import "./account.css";

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const e = useTexts(errorTexts);

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
    else setFailure(res.status === 0 ? t.offlineReset() : saidIn(res, e));
  };

  return (
    <div className="container account-form-page">
      <form className="card card-body stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h1>{m.resetYourPassword()}</h1>
        {sent ? (
          <p role="status" className="alert">
            {m.resetRequested()}
          </p>
        ) : (
          <>
            <p className="muted">{t.forgotIntro()}</p>
            <FormField
              id="forgot-email"
              label={t.email()}
              type="email"
              autoComplete="username"
              required
              value={email}
              error={error && saidIn(problemOf(error), e)}
              onChange={(e) => setEmail(e.target.value)}
            />
            {failure && (
              <p role="alert" className="alert alert-danger">
                {failure}
              </p>
            )}
            <button type="submit" className="btn" disabled={sending}>
              {sending ? t.sending() : t.sendLink()}
            </button>
          </>
        )}
        <p className="muted">
          {rich(t.rememberedIt(), { login: (words) => <Link to="/login">{words}</Link> })}
        </p>
      </form>
    </div>
  );
}
