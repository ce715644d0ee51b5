/** The profile as it reads, with the button that turns it into the edit form. */
import type { User } from "#shared/schemas/user";
import { formatDay } from "../dates";

export function ProfileDetails({ profile, onEdit }: { profile: User; onEdit: () => void }) {
  const rows: [string, string][] = [
    ["Name", profile.name],
    ["Email", profile.email],
    ["Phone", profile.phone || "Not given"],
    ["News and offers", profile.marketing_consent ? "Yes, send me news" : "No thanks"],
    ["Member since", formatDay(profile.created_at)],
  ];
  return (
    <section className="card card-body stack" aria-labelledby="details-heading">
      <div className="account-section-head">
        <h2 id="details-heading">Account Details</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={onEdit}>
          Edit Profile
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
