/**
 * "Change password": the current one, then a new one under the rules of registration, typed twice. A
 * wrong current password is said under its field; a new password signs every other device out, and
 * this one stays signed in.
 */
import { useState, type FormEvent } from "react";
import { FormField } from "../../../components/form-field";
import { errorTexts, saidIn } from "../../../lib/i18n/error-texts";
import { messageTexts } from "../../../lib/i18n/message-texts";
import { useTexts } from "../../../lib/i18n/texts";
import { toast } from "../../../stores/toasts";
import { accountTexts } from "../account-texts";
import { changePassword } from "../account-security";
import { checkNewPassword, type NewPasswordErrors } from "../new-password";
import { NewPasswordFields } from "./new-password-fields";
import { SaveOrCancel } from "./save-or-cancel";

type Errors = NewPasswordErrors & { current?: string };

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const e = useTexts(errorTexts);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { ...(current ? {} : { current: e.currentPasswordRequired() }), ...checkNewPassword(password, confirm, e) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await changePassword(current, password);
    setSaving(false);
    if (result.success) {
      toast({ title: t.passwordChanged(), description: m.passwordChangedOthersSignedOut() });
      onDone();
    } else if (result.status === 403) {
      setErrors({ current: saidIn(result, e) });
    } else {
      const description = result.status === 0 ? t.offlinePassword() : saidIn(result, e);
      toast({ title: t.passwordNotChanged(), description, variant: "destructive" });
    }
  };

  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="password-heading">
      <h3 id="password-heading">{t.changePassword()}</h3>
      <FormField
        id="change-current"
        label={t.currentPassword()}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        error={errors.current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <NewPasswordFields idPrefix="change" password={password} confirm={confirm} errors={errors} onPassword={setPassword} onConfirm={setConfirm} />
      <SaveOrCancel saving={saving} saveLabel={t.changePassword()} onCancel={onDone} />
    </form>
  );
}
