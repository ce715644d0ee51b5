/**
 * The header's account corner on wide screens: Login and Sign Up for visitors; points (with hunt
 * completions still on their way), the profile button and Logout for families; the admin dashboard
 * and Logout for admins (no points).
 */
import type { User } from "#shared/schemas/user";
import { useSignOut } from "../../components/use-sign-out";
import { Link, useNavigate } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { useAwardedPoints } from "../../lib/points/use-awarded-points";
import { shellTexts } from "./shell-texts";
import { useAccount } from "./use-account";
import { usePendingPoints } from "./sync-status";

/** The balance with what the server has awarded since it was read; "+N pending" estimates what has not arrived. */
export function PointsLink({ user, token }: { user: User; token: string | null }) {
  const awarded = useAwardedPoints(user.id);
  const pending = usePendingPoints(token);
  const t = useTexts(shellTexts);
  return (
    <Link to="/points-store" className="points-link">
      {t.points({ points: user.points_balance + awarded })}
      {pending > 0 && <span className="points-pending"> {t.pointsPending({ points: pending })}</span>}
    </Link>
  );
}

export function AccountLinks() {
  const account = useAccount();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const t = useTexts(shellTexts);
  if (account.kind === "loading") return null;
  if (account.kind === "visitor") {
    return (
      <>
        <Link to="/login" className="btn btn-secondary btn-small">
          {t.login()}
        </Link>
        <Link to="/register" className="btn btn-small">
          {t.signUp()}
        </Link>
      </>
    );
  }
  return (
    <>
      {account.kind === "user" ? (
        <>
          <PointsLink user={account.user} token={account.token} />
          <button type="button" className="btn btn-secondary btn-small" onClick={() => navigate("/profile")}>
            {account.user.name || t.profile()}
          </button>
        </>
      ) : (
        <Link to="/admin/dashboard" className="btn btn-secondary btn-small">
          {t.adminDashboard()}
        </Link>
      )}
      <button type="button" className="btn btn-small" onClick={signOut}>
        {t.logout()}
      </button>
    </>
  );
}
