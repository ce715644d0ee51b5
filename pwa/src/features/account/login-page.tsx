/**
 * /login: email and password, and "Forgot password?". Success greets the family and returns them to the
 * page that asked them to log in, else their profile; failure says why in a toast.
 */
import { errorTexts, saidIn } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { accountTexts } from "./account-texts";
import { useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { Link, useNavigate } from "../../lib/i18n/links";
import { WELCOME_BONUS_POINTS } from "#shared/rules/points";
import { CredentialsFields } from "../../components/credentials-fields";
import { toast } from "../../stores/toasts";
import { returnPath } from "./return-path";
import { logIn } from "./sign-in";
import "./account.css";

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const e = useTexts(errorTexts);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const result = await logIn(email, password);
    if (!result.success) {
      setSubmitting(false);
      const description = result.offline ? t.offlineLogin() : saidIn(result, e);
      toast({ title: m.loginFailedTitle(), description, variant: "destructive" });
      return;
    }
    toast({ title: m.welcomeBack(), description: m.loggedIn() });
    navigate(returnPath(location.state, result.user), { replace: true });
  };

  return (
    <div className="container account-form-page">
      <form className="card card-body stack" onSubmit={(event) => void onSubmit(event)}>
        <h1>{t.loginTitle()}</h1>
        <p className="muted">{t.loginIntro()}</p>
        <CredentialsFields idPrefix="login" email={email} password={password} onEmail={setEmail} onPassword={setPassword} submitting={submitting} />
        <p>
          <Link to="/forgot-password">{m.forgotPassword()}</Link>
        </p>
        <p className="muted">
          {rich(t.newHere({ points: WELCOME_BONUS_POINTS }), { register: (words) => <Link to="/register">{words}</Link> })}
        </p>
      </form>
    </div>
  );
}
