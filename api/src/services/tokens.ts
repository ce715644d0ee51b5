/**
 * Bearer tokens: HS256 JWTs (algorithm pinned on verify) that name the user, expire, and carry the
 * account's session version when they were issued: a password reset raises the version, and every
 * session issued before it is refused from then on.
 */
import { sign, verify } from "hono/jwt";

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: number;
  role: "admin" | "user";
  /** The account's session version (users.session_version); 0 when absent. */
  sv?: number;
}

export interface ReadToken {
  userId: number;
  sessionVersion: number;
}

export async function issueToken(secret: string, claims: TokenClaims, now: Date, ttlSeconds = TOKEN_TTL_SECONDS) {
  const iat = Math.floor(now.getTime() / 1000);
  return sign({ sub: claims.sub, role: claims.role, sv: claims.sv ?? 0, iat, exp: iat + ttlSeconds }, secret, "HS256");
}

/** The user and session version of a valid token, or null for any token that is malformed, forged or expired. */
export async function readToken(secret: string, token: string, now: Date): Promise<ReadToken | null> {
  try {
    // Expiry is checked against the app clock (not the library's) so tests and servers agree on "now".
    const payload = await verify(token, secret, { alg: "HS256", exp: false, iat: false });
    if (typeof payload.exp !== "number" || payload.exp * 1000 <= now.getTime()) return null;
    if (typeof payload.sub !== "number") return null;
    // Sessions issued before versions existed carry none: they are version 0, as every account was.
    const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
    return typeof sessionVersion === "number" ? { userId: payload.sub, sessionVersion } : null;
  } catch {
    return null;
  }
}
