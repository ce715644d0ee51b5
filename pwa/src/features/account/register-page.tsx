/**
 * /register: the API's own checks run on the page first, each message under its field; only a form that
 * passes them is sent. A new account is signed in, told about its welcome points, and shown its profile.
 */
import { errorTexts, saidIn } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { accountTexts } from "./account-texts";
import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "../../lib/i18n/links";
import { PASSWORD_MIN } from "#shared/schemas/user";
import { FormField } from "../../components/form-field";
import { toast } from "../../stores/toasts";
import { EMPTY_REGISTRATION, register, validateRegistration, type RegistrationErrors, type RegistrationForm } from "./registration";
import "./account.css";

type TextField = Exclude<keyof RegistrationForm, "marketingConsent">;

export default function RegisterPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const e = useTexts(errorTexts);
  const [submitting, setSubmitting] = useState(false);

  const text = (field: TextField) => ({
    value: form[field],
    error: errors[field] && saidIn(errors[field], e),
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Focus lands on the first field to fix, whose message is read out with it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setSubmitting(true);
    const result = await register(form);
    if (!result.success) {
      setSubmitting(false);
      const description = result.offline ? t.offlineRegister() : saidIn(result, e);
      toast({ title: m.registrationFailedTitle(), description, variant: "destructive" });
      return;
    }
    toast({ title: m.registeredWithBonus() });
    navigate("/profile", { replace: true });
  };

  return (
    <div className="container account-form-page">
      <form ref={formRef} className="card card-body stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h1>{t.registerTitle()}</h1>
        <p className="muted">{t.registerIntro()}</p>
        <FormField id="register-name" label={t.name()} autoComplete="name" required {...text("name")} />
        <FormField id="register-email" label={t.email()} type="email" autoComplete="email" required {...text("email")} />
        <FormField id="register-phone" label={t.phoneOptional()} type="tel" autoComplete="tel" {...text("phone")} />
        <FormField
          id="register-password"
          label={t.password()}
          type="password"
          autoComplete="new-password"
          required
          hint={t.passwordHint({ min: PASSWORD_MIN })}
          {...text("password")}
        />
        <FormField id="register-confirm" label={t.confirmPassword()} type="password" autoComplete="new-password" required {...text("confirmPassword")} />
        <label className="account-checkbox">
          <input
            type="checkbox"
            checked={form.marketingConsent}
            onChange={(e) => setForm((f) => ({ ...f, marketingConsent: e.target.checked }))}
          />
          {t.newsConsent()}
        </label>
        <button type="submit" className="btn" disabled={submitting}>
          {submitting ? t.creatingAccount() : t.createAccount()}
        </button>
        <p className="muted">
          {rich(t.haveAccount(), { login: (words) => <Link to="/login">{words}</Link> })}
        </p>
      </form>
    </div>
  );
}
