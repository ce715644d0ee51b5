/**
 * Bearer tokens: HS256 JWTs (algorithm pinned on verify) that name the user and the session they belong
 * to (`sid`, a row of `sessions`), and expire. The signature only says the server issued the token; whether
 * its session is still open is the database's to say, on every request (middleware/auth.ts).
 */
import { sign, verify } from "hono/jwt";

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: number;
  role: "admin" | "user";
  /** The session's id (sessions.id). */
  sid: string;
}

export interface ReadToken {
  userId: number;
  sessionId: string;
}

export async function issueToken(secret: string, claims: TokenClaims, now: Date, ttlSeconds = TOKEN_TTL_SECONDS) {
  const iat = Math.floor(now.getTime() / 1000);
  return sign({ sub: claims.sub, role: claims.role, sid: claims.sid, iat, exp: iat + ttlSeconds }, secret, "HS256");
}

/**
 * The user and session of a valid token, or null for any token that is malformed, forged or expired, and
 * for one issued before sessions had ids (it names no session that could be ended).
 */
export async function readToken(secret: string, token: string, now: Date): Promise<ReadToken | null> {
  try {
    // Expiry is checked against the app clock (not the library's) so tests and servers agree on "now".
    const payload = await verify(token, secret, { alg: "HS256", exp: false, iat: false });
    if (typeof payload.exp !== "number" || payload.exp * 1000 <= now.getTime()) return null;
    if (typeof payload.sub !== "number" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
