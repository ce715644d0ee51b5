/** Where a family goes after signing in: back to the page that sent them to log in, else their profile. */
import type { User } from "#shared/schemas/user";
import { isAdminUser } from "../../stores/auth";

const PROFILE = "/profile";
const ADMIN_HOME = "/admin/dashboard";
const AUTH_PAGES = new Set(["/login", "/register", "/admin/login", "/forgot-password", "/reset-password"]);

export function returnPath(state: unknown, user: User): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const pathname = typeof from?.pathname === "string" ? from.pathname : null;
  // An admin has no profile: sending one there would only bounce back to the login page.
  const fallback = isAdminUser(user) ? ADMIN_HOME : PROFILE;
  if (!pathname || !pathname.startsWith("/") || AUTH_PAGES.has(pathname)) return fallback;
  if (pathname === PROFILE && isAdminUser(user)) return fallback;
  return pathname + (typeof from?.search === "string" ? from.search : "");
}

/** The navigation state that brings a family back here (with this query, if any) after logging in. */
export const comeBackTo = (pathname: string, search = "") => ({ from: { pathname, search } });
