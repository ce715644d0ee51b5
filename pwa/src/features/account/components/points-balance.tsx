/** The top of the points store: the family's points (null signed out), or an invitation to log in or sign up to earn some. */
import { Link } from "../../../lib/i18n/links";
import { rich } from "../../../lib/i18n/rich";
import { useTexts } from "../../../lib/i18n/texts";
import { BLOG_READ_POINTS, HUNT_BADGE_POINTS, HUNT_COMPLETION_POINTS, POINTS_PER_DOLLAR } from "#shared/rules/points";
import { accountTexts } from "../account-texts";
import { comeBackTo } from "../return-path";

export function PointsBalance({ points }: { points: number | null }) {
  const t = useTexts(accountTexts);
  return (
    <section className="card card-body points-summary" aria-labelledby="balance-heading">
      <h2 id="balance-heading">{points !== null ? t.yourPoints() : t.earnPoints()}</h2>
      {points !== null ? (
        <p className="points-balance">{t.points({ points })}</p>
      ) : (
        <p>
          {rich(t.logInToRedeem(), {
            login: (words) => (
              <Link to="/login" state={comeBackTo("/points-store")}>
                {words}
              </Link>
            ),
            register: (words) => <Link to="/register">{words}</Link>,
          })}
        </p>
      )}
      <p className="muted">
        {t.howToEarn({ least: HUNT_COMPLETION_POINTS, most: HUNT_BADGE_POINTS, perDollar: POINTS_PER_DOLLAR, perPost: BLOG_READ_POINTS })}
      </p>
    </section>
  );
}
