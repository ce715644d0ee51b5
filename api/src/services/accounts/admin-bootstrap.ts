/**
 * Makes sure the site has an admin at start. With ADMIN_EMAIL and ADMIN_PASSWORD set, that account is
 * created or its password and role reset (the way to recover a lost password). With neither set and no
 * admin yet, one is created with a random password that is printed once and never stored in clear.
 */
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { writeTx, type Db } from "../../db";
import { users } from "../../db/tables";
import { hashPassword } from "./passwords";
import { insertUser } from "./users";

export const GENERATED_ADMIN_EMAIL = "admin@parkhunts.local";

export async function ensureAdmin(db: Db, email: string | undefined, password: string | undefined): Promise<string | null> {
  if (email && password) {
    const passwordHash = await hashPassword(password);
    const address = email.trim().toLowerCase();
    await writeTx(db, async () => {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
      if (existing) await db.update(users).set({ passwordHash, role: "admin" }).where(eq(users.id, existing.id));
      else await insertUser(db, { name: "Site Admin", email: address, passwordHash, role: "admin" });
    });
    return `Admin account ready: ${address}`;
  }
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (anyAdmin) return null;
  const generated = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(generated);
  await writeTx(db, () => insertUser(db, { name: "Site Admin", email: GENERATED_ADMIN_EMAIL, passwordHash, role: "admin" }));
  return `Created admin ${GENERATED_ADMIN_EMAIL} with password ${generated} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`;
}
