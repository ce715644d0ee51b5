/** The profile as it reads, with the button that turns it into the edit form. */
import type { User } from "#shared/schemas/user";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { accountTexts } from "../account-texts";
import { formatDay } from "../dates";

export function ProfileDetails({ profile, onEdit }: { profile: User; onEdit: () => void }) {
  const t = useTexts(accountTexts);
  const lang = useLang();
  const rows: [string, string][] = [
    [t.name(), profile.name],
    [t.email(), profile.email],
    [t.phone(), profile.phone || t.notGiven()],
    [t.newsAndOffers(), profile.marketing_consent ? t.yesSendNews() : t.noThanks()],
    [t.memberSince(), formatDay(profile.created_at, lang)],
  ];
  return (
    <section className="card card-body stack" aria-labelledby="details-heading">
      <div className="account-section-head">
        <h2 id="details-heading">{t.accountDetails()}</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={onEdit}>
          {t.editProfile()}
        </button>
      </div>
      <dl className="profile-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
