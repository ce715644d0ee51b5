/**
 * /login: email and password, and "Forgot password?". Success greets the family and returns them to the
 * page that asked them to log in, else their profile; failure says why in a toast.
 */
import { useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { Link, useNavigate } from "../../lib/i18n/links";
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import { MESSAGES } from "#shared/rules/messages";
import { WELCOME_BONUS_POINTS } from "#shared/rules/points";
import { CredentialsFields } from "../../components/credentials-fields";
import { toast } from "../../stores/toasts";
import { NEEDS_CONNECTION } from "./account-texts";
import { returnPath } from "./return-path";
import { logIn } from "./sign-in";
import "./account.css";

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const result = await logIn(email, password);
    if (!result.success) {
      setSubmitting(false);
      const description = result.offline ? NEEDS_CONNECTION.login : result.error || MESSAGES.invalidCredentials;
      toast({ title: MESSAGES.loginFailedTitle, description, variant: "destructive" });
      return;
    }
    toast({ title: MESSAGES.welcomeBack, description: MESSAGES.loggedIn });
    navigate(returnPath(location.state, result.user), { replace: true });
  };

  return (
    <div className="container account-form-page">
      <form className="card card-body stack" onSubmit={(event) => void onSubmit(event)}>
        <h1>Welcome Back, Explorer</h1>
        <p className="muted">Log in to see your points, redeem coupons and keep your adventures.</p>
        <CredentialsFields idPrefix="login" email={email} password={password} onEmail={setEmail} onPassword={setPassword} submitting={submitting} />
        <p>
          <Link to="/forgot-password">{ACCOUNT_MAIL_TEXTS.forgotPassword}</Link>
        </p>
        <p className="muted">
          New here? <Link to="/register">Create an account</Link> and get {WELCOME_BONUS_POINTS} welcome points.
        </p>
      </form>
    </div>
  );
}
