/** The e-mail and password fields and the Sign In button ('Signing In...' while it runs) of both login forms. */
import { useTexts } from "../lib/i18n/texts";
import { componentTexts } from "./component-texts";
import { FormField } from "./form-field";

interface Props {
  idPrefix: string;
  email: string;
  password: string;
  onEmail: (email: string) => void;
  onPassword: (password: string) => void;
  submitting: boolean;
}

export function CredentialsFields({ idPrefix, email, password, onEmail, onPassword, submitting }: Props) {
  const t = useTexts(componentTexts);
  return (
    <>
      <FormField id={`${idPrefix}-email`} label={t.email()} type="email" autoComplete="username" required value={email} onChange={(e) => onEmail(e.target.value)} />
      <FormField
        id={`${idPrefix}-password`}
        label={t.password()}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <button type="submit" className="btn" disabled={submitting}>
        {submitting ? t.signingIn() : t.signIn()}
      </button>
    </>
  );
}
