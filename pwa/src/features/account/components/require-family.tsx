/**
 * Pages for a signed-in family (not an admin). While the stored session is read, a centred spinner, so a
 * signed-in family never flashes the login page; anyone else is sent to /login, which brings them back.
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { Navigate } from "../../../lib/i18n/links";
import { useTexts } from "../../../lib/i18n/texts";
import type { User } from "#shared/schemas/user";
import { accountTexts } from "../account-texts";
import { isAdminUser, useAuth } from "../../../stores/auth";

export function RequireFamily({ children }: { children: (user: User) => ReactNode }) {
  const loading = useAuth((s) => s.loading);
  const user = useAuth((s) => s.user);
  const location = useLocation();
  const t = useTexts(accountTexts);
  if (loading) {
    return (
      <div className="center-screen" role="status">
        <div className="stack">
          <div className="spinner account-spinner" aria-hidden="true" />
          <p>{t.loading()}</p>
        </div>
      </div>
    );
  }
  if (!user || isAdminUser(user)) return <Navigate to="/login" state={{ from: location }} replace />;
  return children(user);
}
