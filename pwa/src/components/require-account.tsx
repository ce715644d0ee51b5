/**
 * A guard for the pages of one kind of account. While the stored session is read, a centred spinner, so
 * a signed-in user never flashes a login page; anyone the pages do not admit goes to `loginPath`, which
 * brings them back to where they were headed (in the page's language: a Spanish page's login is Spanish).
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import type { User } from "#shared/schemas/user";
import { Navigate } from "../lib/i18n/links";
import { useTexts } from "../lib/i18n/texts";
import { useAuth } from "../stores/auth";
import { componentTexts } from "./component-texts";

interface Props {
  admits: (user: User) => boolean;
  loginPath: string;
  children: (user: User) => ReactNode;
}

export function RequireAccount({ admits, loginPath, children }: Props) {
  const loading = useAuth((s) => s.loading);
  const user = useAuth((s) => s.user);
  const location = useLocation();
  const t = useTexts(componentTexts);
  if (loading) {
    return (
      <div className="center-screen" role="status">
        <div className="stack">
          <div className="spinner" style={{ marginInline: "auto" }} aria-hidden="true" />
          <p>{t.loading()}</p>
        </div>
      </div>
    );
  }
  if (!user || !admits(user)) return <Navigate to={loginPath} state={{ from: location }} replace />;
  return children(user);
}
