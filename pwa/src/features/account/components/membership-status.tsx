/** A premium family sees their badge; a free one is invited to the membership page. */
import { Link } from "../../../lib/i18n/links";
import { useTexts } from "../../../lib/i18n/texts";
import type { User } from "#shared/schemas/user";
import { accountTexts } from "../account-texts";

export function MembershipStatus({ tier }: { tier: User["membership_tier"] }) {
  const t = useTexts(accountTexts);
  if (tier === "premium") {
    return (
      <p className="premium-badge">
        <span aria-hidden="true">★</span> {t.premiumMember()}
      </p>
    );
  }
  return (
    <section className="card card-body upgrade-prompt" aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading">{t.upgradeTitle()}</h2>
      <p>{t.upgradeText()}</p>
      <Link to="/membership" className="btn btn-accent">
        {t.seePremium()}
      </Link>
    </section>
  );
}
