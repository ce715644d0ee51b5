/** The top of the points store: the family's points (null signed out), or an invitation to log in or sign up to earn some. */
import { Link } from "react-router-dom";
import { BLOG_READ_POINTS, HUNT_BADGE_POINTS, HUNT_COMPLETION_POINTS, POINTS_PER_DOLLAR } from "#shared/rules/points";
import { comeBackTo } from "../return-path";

export function PointsBalance({ points }: { points: number | null }) {
  return (
    <section className="card card-body points-summary" aria-labelledby="balance-heading">
      <h2 id="balance-heading">{points !== null ? "Your Points" : "Earn Points"}</h2>
      {points !== null ? (
        <p className="points-balance">{points} points</p>
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
