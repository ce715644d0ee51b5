/**
 * Who the header is for: still loading (show nothing, so a signed-in family never sees "Login" flash),
 * a visitor, a regular account, or an admin; and the one sign-out, which returns home.
 */
import { useNavigate } from "react-router-dom";
import type { User } from "#shared/schemas/user";
import { isAdminUser, useAuth } from "../../stores/auth";

export type Account =
  | { kind: "loading" }
  | { kind: "visitor" }
  | { kind: "user"; user: User; token: string | null }
  | { kind: "admin"; user: User };

export function useAccount(): Account {
  const loading = useAuth((s) => s.loading);
  const user = useAuth((s) => s.user);
  const token = useAuth((s) => s.token);
  if (loading) return { kind: "loading" };
  if (!user) return { kind: "visitor" };
  return isAdminUser(user) ? { kind: "admin", user } : { kind: "user", user, token };
}

export function useSignOut(): () => void {
  const navigate = useNavigate();
  // Leave first, then forget the session: signing out on an admin page would otherwise let the admin
  // guard redirect to /admin/login before the way home is taken.
  return () => {
    void Promise.resolve(navigate("/")).then(() => useAuth.getState().signOut());
  };
}
