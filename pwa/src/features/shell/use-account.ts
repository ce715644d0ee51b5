/**
 * Who the header is for: still loading (show nothing, so a signed-in family never sees "Login" flash),
 * a visitor, a regular account, or an admin.
 */
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
