/** Bearer tokens: HS256 JWTs (algorithm pinned on verify) that name the user and expire. */
import { sign, verify } from "hono/jwt";

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: number;
  role: "admin" | "user";
}

export async function issueToken(secret: string, claims: TokenClaims, now: Date, ttlSeconds = TOKEN_TTL_SECONDS) {
  const iat = Math.floor(now.getTime() / 1000);
  return sign({ sub: claims.sub, role: claims.role, iat, exp: iat + ttlSeconds }, secret, "HS256");
}

/** The user id of a valid token, or null for any token that is malformed, forged or expired. */
export async function readToken(secret: string, token: string, now: Date): Promise<number | null> {
  try {
    // Expiry is checked against the app clock (not the library's) so tests and servers agree on "now".
    const payload = await verify(token, secret, { alg: "HS256", exp: false, iat: false });
    if (typeof payload.exp !== "number" || payload.exp * 1000 <= now.getTime()) return null;
    return typeof payload.sub === "number" ? payload.sub : null;
  } catch {
    return null;
  }
}
