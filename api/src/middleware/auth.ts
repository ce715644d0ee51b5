/**
 * Authentication on the server. `authenticate` reads the bearer token on every request (a present but
 * invalid, expired or ended one is a 401, so a client never silently acts as a visitor); `requireUser`
 * and `requireAdmin` guard routes. The token's session and the account are read together, in one query,
 * on every request: a signed-out or revoked session, a deleted account or a demoted admin loses access
 * at once, on every server process, even with an unexpired token.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv, Deps } from "../deps";
import { HttpError } from "../errors";
import { sessionAccountQuery } from "../services/accounts/sessions";
import { readToken } from "../services/accounts/tokens";

export function authenticate(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    c.set("user", null);
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const now = deps.now();
      const token = match?.[1] ? await readToken(deps.jwtSecret, match[1], now) : null;
      const [row] = token === null ? [] : await sessionAccountQuery(deps.db, token, now);
      if (!row || !token) throw new HttpError(401, { key: "sessionExpired" });
      c.set("user", { ...row, sessionId: token.sessionId });
    }
    await next();
  });
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) throw new HttpError(401, { key: "authenticationRequired" });
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw new HttpError(401, { key: "authenticationRequired" });
  if (user.role !== "admin") throw new HttpError(403, "Admin access required");
  await next();
});

export function currentUser(c: { get: (key: "user") => AppEnv["Variables"]["user"] }) {
  const user = c.get("user");
  if (!user) throw new HttpError(401, { key: "authenticationRequired" });
  return user;
}

/** Whether the caller is a signed-in admin: lists then include drafts and unpublished content. */
export function isAdmin(c: { get: (key: "user") => AppEnv["Variables"]["user"] }): boolean {
  return c.get("user")?.role === "admin";
}
