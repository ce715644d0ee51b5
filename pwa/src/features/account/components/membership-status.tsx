/** A premium family sees their badge; a free one is invited to the membership page. */
import { Link } from "../../../lib/i18n/links";
import type { User } from "#shared/schemas/user";

export function MembershipStatus({ tier }: { tier: User["membership_tier"] }) {
  if (tier === "premium") {
    return (
      <p className="premium-badge">
        <span aria-hidden="true">★</span> Premium Member
      </p>
    );
  }
  return (
    <section className="card card-body upgrade-prompt" aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading">Upgrade to Premium</h2>
      <p>Unlock every scavenger hunt for the whole family. Your first month is free, and you can cancel anytime.</p>
      <Link to="/membership" className="btn btn-accent">
        See Premium Membership
      </Link>
    </section>
  );
}
