/**
 * Authentication on the server. `authenticate` reads the bearer token on every request (a present but
 * invalid or expired token is a 401, so a client never silently acts as a visitor); `requireUser` and
 * `requireAdmin` guard routes. The user row is re-read each time, so a deleted or demoted account loses
 * access at once even with an unexpired token, and a session issued before the account's password was
 * reset (a lower session version) is refused by the same read.
 */
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { users } from "../db/tables";
import type { AppEnv, Deps } from "../deps";
import { HttpError } from "../errors";
import { readToken } from "../services/tokens";

export function authenticate(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    c.set("user", null);
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const token = match?.[1] ? await readToken(deps.jwtSecret, match[1], deps.now()) : null;
      const [row] =
        token === null
          ? []
          : await deps.db
              .select({ id: users.id, name: users.name, email: users.email, role: users.role, sessionVersion: users.sessionVersion })
              .from(users)
              .where(eq(users.id, token.userId))
              .limit(1);
      if (!row || row.sessionVersion !== token?.sessionVersion) throw new HttpError(401, "Your session has expired. Please sign in again.");
      c.set("user", { id: row.id, name: row.name, email: row.email, role: row.role });
    }
    await next();
  });
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) throw new HttpError(401, "Authentication required");
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw new HttpError(401, "Authentication required");
  if (user.role !== "admin") throw new HttpError(403, "Admin access required");
  await next();
});

export function currentUser(c: { get: (key: "user") => AppEnv["Variables"]["user"] }) {
  const user = c.get("user");
  if (!user) throw new HttpError(401, "Authentication required");
  return user;
}

/** Whether the caller is a signed-in admin: lists then include drafts and unpublished content. */
export function isAdmin(c: { get: (key: "user") => AppEnv["Variables"]["user"] }): boolean {
  return c.get("user")?.role === "admin";
}
