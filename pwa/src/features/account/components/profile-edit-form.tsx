/** Editing the three fields the API lets a family change; Save sends them, Cancel returns to the view. */
import { useState, type FormEvent } from "react";
import { errorTexts, saidIn } from "../../../lib/i18n/error-texts";
import { messageTexts } from "../../../lib/i18n/message-texts";
import { useTexts } from "../../../lib/i18n/texts";
import type { User } from "#shared/schemas/user";
import { FormField } from "../../../components/form-field";
import { toast } from "../../../stores/toasts";
import { accountTexts } from "../account-texts";
import { checkProfileUpdate, updateProfile } from "../profile-update";
import { SaveOrCancel } from "./save-or-cancel";

export function ProfileEditForm({ profile, onDone }: { profile: User; onDone: () => void }) {
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
  const [consent, setConsent] = useState(profile.marketing_consent);
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const t = useTexts(accountTexts);
  const m = useTexts(messageTexts);
  const e = useTexts(errorTexts);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const update = { name, phone, marketing_consent: consent };
    const problem = checkProfileUpdate(update);
    setNameError(problem === null ? undefined : saidIn(problem, e));
    if (problem) return;
    setSaving(true);
    const result = await updateProfile(update);
    setSaving(false);
    if (!result.success) {
      const description = result.offline ? t.offlineProfile() : result.key === "profileUpdateFailed" ? undefined : saidIn(result, e);
      toast({ title: e.profileUpdateFailed(), description, variant: "destructive" });
      return;
    }
    toast({ title: m.profileUpdated() });
    onDone();
  };

  return (
    <section className="card card-body" aria-labelledby="edit-heading">
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h2 id="edit-heading">{t.editProfile()}</h2>
        <FormField id="profile-name" label={t.name()} autoComplete="name" required value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
        <FormField id="profile-phone" label={t.phone()} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        <label className="account-checkbox">
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          {t.newsConsent()}
        </label>
        <SaveOrCancel saving={saving} saveLabel={t.saveChanges()} onCancel={onDone} />
      </form>
    </section>
  );
}
