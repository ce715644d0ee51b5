/**
 * /register: the spec's checks run on the page first, each message under its field; only a form that
 * passes them is sent. A new account is signed in, told about its welcome points, and shown its profile.
 */
import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "../../lib/i18n/links";
import { MESSAGES } from "#shared/rules/messages";
import { PASSWORD_MIN } from "#shared/schemas/user";
import { FormField } from "../../components/form-field";
import { toast } from "../../stores/toasts";
import { NEEDS_CONNECTION } from "./account-texts";
import { EMPTY_REGISTRATION, register, validateRegistration, type RegistrationErrors, type RegistrationForm } from "./registration";
import "./account.css";

type TextField = Exclude<keyof RegistrationForm, "marketingConsent">;

export default function RegisterPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const text = (field: TextField) => ({
    value: form[field],
    error: errors[field],
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
      const description = result.offline ? NEEDS_CONNECTION.register : result.error;
      toast({ title: MESSAGES.registrationFailedTitle, description, variant: "destructive" });
      return;
    }
    toast({ title: MESSAGES.registeredWithBonus });
    navigate("/profile", { replace: true });
  };

  return (
    <div className="container account-form-page">
      <form ref={formRef} className="card card-body stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h1>Join the Adventure</h1>
        <p className="muted">Create a free account to earn points on every hunt and redeem them for coupons.</p>
        <FormField id="register-name" label="Name" autoComplete="name" required {...text("name")} />
        <FormField id="register-email" label="Email" type="email" autoComplete="email" required {...text("email")} />
        <FormField id="register-phone" label="Phone (optional)" type="tel" autoComplete="tel" {...text("phone")} />
        <FormField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN} characters.`}
          {...text("password")}
        />
        <FormField id="register-confirm" label="Confirm Password" type="password" autoComplete="new-password" required {...text("confirmPassword")} />
        <label className="account-checkbox">
          <input
            type="checkbox"
            checked={form.marketingConsent}
            onChange={(e) => setForm((f) => ({ ...f, marketingConsent: e.target.checked }))}
          />
          Send me news about new guidebooks and hunts
        </label>
        <button type="submit" className="btn" disabled={submitting}>
          {submitting ? "Creating Account..." : "Create Account"}
        </button>
        <p className="muted">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </form>
    </div>
  );
}
