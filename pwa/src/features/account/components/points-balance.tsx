/** The top of the points store: the family's balance, or an invitation to log in or sign up to earn one. */
import { Link } from "../../../lib/i18n/links";
import { BLOG_READ_POINTS, HUNT_BADGE_POINTS, HUNT_COMPLETION_POINTS, POINTS_PER_DOLLAR } from "#shared/rules/points";
import type { User } from "#shared/schemas/user";
import { comeBackTo } from "../return-path";

export function PointsBalance({ user }: { user: User | null }) {
  return (
    <section className="card card-body points-summary" aria-labelledby="balance-heading">
      <h2 id="balance-heading">{user ? "Your Points" : "Earn Points"}</h2>
      {user ? (
        <p className="points-balance">{user.points_balance} points</p>
      ) : (
        <p>
          <Link to="/login" state={comeBackTo("/points-store")}>
            Log in
          </Link>{" "}
          or <Link to="/register">sign up</Link> to see your points and redeem coupons.
        </p>
      )}
      <p className="muted">
        Earn {HUNT_COMPLETION_POINTS}-{HUNT_BADGE_POINTS} points per hunt completion, {POINTS_PER_DOLLAR} points per dollar spent and{" "}
        {BLOG_READ_POINTS} points per blog post read.
      </p>
    </section>
  );
}
