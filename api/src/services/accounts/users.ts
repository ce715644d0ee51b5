/** Accounts: creation (with the welcome bonus), the public view of a user, and profile edits. */
import { and, desc, eq } from "drizzle-orm";
import { WELCOME_BONUS_POINTS } from "#shared/rules/points";
import { toDollars } from "#shared/rules/money";
import type { ProfileUpdate, User } from "#shared/schemas/user";
import type { Db } from "../../db";
import { orders, users } from "../../db/tables";
import { HttpError, notFound } from "../../errors";
import { awardPoints, pointsBalance } from "../points/ledger";

export interface NewUser {
  name: string;
  email: string;
  phone?: string;
  passwordHash: string;
  role?: "admin" | "user";
  marketingConsent?: boolean;
}

/** Inserts the account and, for a regular user, the welcome bonus, in the caller's transaction. */
export async function insertUser(db: Db, input: NewUser): Promise<number> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw new HttpError(409, { key: "emailTaken" });
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email,
      phone: input.phone ?? "",
      passwordHash: input.passwordHash,
      role: input.role ?? "user",
      marketingConsent: input.marketingConsent ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("Inserting the user returned no row");
  if ((input.role ?? "user") === "user") await awardPoints(db, row.id, WELCOME_BONUS_POINTS, "Welcome bonus", "welcome");
  return row.id;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

const PURCHASE_HISTORY_LIMIT = 50;

/**
 * Orders placed while signed in to this account, and guest orders its proven address claimed
 * (email-confirmation.ts): matching guest orders by an address nobody proved would show them to
 * whoever registers that address.
 */
export const purchaseHistoryQuery = (db: Db, userId: number) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "completed")))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PURCHASE_HISTORY_LIMIT);

export async function publicUser(db: Db, id: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("User");
  const history = await purchaseHistoryQuery(db, id);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    points_balance: await pointsBalance(db, id),
    membership_tier: row.membershipTier,
    marketing_consent: row.marketingConsent,
    email_confirmed: row.emailConfirmedAt !== null,
    email_proven: row.provenEmail !== null && row.provenEmail === row.email,
    created_at: row.createdAt,
    purchase_history: history.map((o) => ({
      id: o.id,
      purchase_date: o.createdAt,
      amount: toDollars(o.amountCents),
      status: o.status,
      product_name: o.productName,
    })),
  };
}

export async function updateProfile(db: Db, id: number, update: ProfileUpdate): Promise<void> {
  const values = {
    ...(update.name !== undefined && { name: update.name }),
    ...(update.phone !== undefined && { phone: update.phone }),
    ...(update.marketing_consent !== undefined && { marketingConsent: update.marketing_consent }),
  };
  if (Object.keys(values).length > 0) await db.update(users).set(values).where(eq(users.id, id));
}
