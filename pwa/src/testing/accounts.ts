/**
 * Accounts for tests (imported only by tests): a family's user record, and bearer tokens shaped like the
 * server's, naming a user and an expiry; the device reads only their claims, so the signature is a
 * stand-in.
 */
import type { User } from "#shared/schemas/user";

const YEAR_2100_S = 4_102_444_800;

/** A token for user `sub`; `issued` tells apart two sign-ins of the same account. */
export function bearerFor(sub: number, { exp = YEAR_2100_S, issued = 0 }: { exp?: number; issued?: number } = {}): string {
  return `h.${Buffer.from(JSON.stringify({ sub, iat: issued, exp })).toString("base64url")}.s`;
}

/** A regular account's record, as the server answers it at sign-in. */
export function familyUser(id: number, name: string): User {
  const email = `${name.toLowerCase()}@example.com`;
  return { id, name, email, phone: "", role: "user", points_balance: 0, membership_tier: "free", marketing_consent: false, created_at: "2030-01-01T00:00:00.000Z", purchase_history: [] };
}

/** An admin's record, as the server answers it at sign-in. */
export function adminUser(id: number, name: string, email: string): User {
  return { ...familyUser(id, name), email, role: "admin" };
}
