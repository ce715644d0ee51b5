/** "New password" and its confirmation, as choosing one after a reset link and changing one on the profile ask for it. */
import { PASSWORD_MIN } from "#shared/schemas/user";
import { FormField } from "../../../components/form-field";
import { useTexts } from "../../../lib/i18n/texts";
import { accountTexts } from "../account-texts";
import type { NewPasswordErrors } from "../new-password";

interface Props {
  idPrefix: string;
  password: string;
  confirm: string;
  errors: NewPasswordErrors;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

export function NewPasswordFields({ idPrefix, password, confirm, errors, onPassword, onConfirm }: Props) {
  const t = useTexts(accountTexts);
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={t.newPassword()}
        type="password"
        autoComplete="new-password"
        required
        hint={t.passwordHint({ min: PASSWORD_MIN })}
        value={password}
        error={errors.password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <FormField
        id={`${idPrefix}-confirm`}
        label={t.confirmPassword()}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}
