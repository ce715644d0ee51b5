/**
 * Whether an account may play a hunt, as the server knows it: what the device's `huntAccess` decides
 * from its own flags (pwa/src/stores/access.ts), here from the database. A free hunt is open; a paid one
 * is the account's once an order for it is paid (captured), or while the account is a premium member.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { orders, users } from "../../db/tables";

export async function accountMayPlay(db: Db, userId: number, hunt: { id: number; priceCents: number }): Promise<boolean> {
  if (hunt.priceCents === 0) return true;
  const [account] = await db.select({ tier: users.membershipTier }).from(users).where(eq(users.id, userId));
  if (account?.tier === "premium") return true;
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.huntId, hunt.id), eq(orders.kind, "hunt"), eq(orders.status, "completed")))
    .limit(1);
  return paid !== undefined;
}
