/**
 * The header's account corner on wide screens: Login and Sign Up for visitors; points (with hunt
 * completions still on their way), the profile button and Logout for families; the admin dashboard
 * and Logout for admins (no points).
 */
import { Link, useNavigate } from "react-router-dom";
import type { User } from "#shared/schemas/user";
import { useSignOut } from "../../components/use-sign-out";
import { useAwardedPoints } from "../../lib/use-awarded-points";
import { useAccount } from "./use-account";
import { usePendingPoints } from "./sync-status";

/** The balance with what the server has awarded since it was read; "+N pending" estimates what has not arrived. */
export function PointsLink({ user, token }: { user: User; token: string | null }) {
  const awarded = useAwardedPoints(user.id);
  const pending = usePendingPoints(token);
  return (
    <Link to="/points-store" className="points-link">
      {user.points_balance + awarded} points
      {pending > 0 && <span className="points-pending"> +{pending} pending</span>}
    </Link>
  );
}

export function AccountLinks() {
  const account = useAccount();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (account.kind === "loading") return null;
  if (account.kind === "visitor") {
    return (
      <>
        <Link to="/login" className="btn btn-secondary btn-small">
          Login
        </Link>
        <Link to="/register" className="btn btn-small">
          Sign Up
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
            {account.user.name || "Profile"}
          </button>
        </>
      ) : (
        <Link to="/admin/dashboard" className="btn btn-secondary btn-small">
          Admin Dashboard
        </Link>
      )}
      <button type="button" className="btn btn-small" onClick={signOut}>
        Logout
      </button>
    </>
  );
}
