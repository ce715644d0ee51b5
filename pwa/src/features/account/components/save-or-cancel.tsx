/** The two buttons under a profile form: save (saying "Saving..." while it does) and cancel. */
import { useTexts } from "../../../lib/i18n/texts";
import { accountTexts } from "../account-texts";

export function SaveOrCancel({ saving, saveLabel, onCancel }: { saving: boolean; saveLabel: string; onCancel: () => void }) {
  const t = useTexts(accountTexts);
  return (
    <div className="row">
      <button type="submit" className="btn" disabled={saving}>
        {saving ? t.saving() : saveLabel}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
        {t.cancel()}
      </button>
    </div>
  );
}
