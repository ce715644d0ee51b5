/**
 * The admin dashboard's Recent Activity, read straight from the rows the events left behind: orders,
 * hunt completions and sign-ups. Each source gives at most `limit` of its newest rows, then the three are
 * merged by time, so the answer is the true newest `limit` events without reading whole tables.
 */
import { desc, eq, sql } from "drizzle-orm";
import { toDollars } from "#shared/rules/money";
import type { ActivityEvent } from "#shared/schemas/activity";
import type { Db } from "../../db";
import { huntCompletions, hunts, orders, users } from "../../db/tables";
import { completedHuntTitle } from "../catalog/roper-hunt";

async function recentOrders(db: Db, limit: number): Promise<ActivityEvent[]> {
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
  return rows.map((row) => ({
    type: "order",
    id: `order:${row.id}`,
    at: row.createdAt,
    order_id: row.id,
    kind: row.kind,
    status: row.status,
    amount: toDollars(row.amountCents),
    product_name: row.productName,
    customer_name: row.customerName,
  }));
}

async function recentCompletions(db: Db, limit: number): Promise<ActivityEvent[]> {
  const rows = await db
    .select({
      id: huntCompletions.id,
      at: huntCompletions.createdAt,
      huntKey: huntCompletions.huntKey,
      huntTitle: hunts.title,
      score: huntCompletions.score,
      badgeEarned: huntCompletions.badgeEarned,
      userName: users.name,
    })
    .from(huntCompletions)
    // hunt_key is the hunt id as text ("roper" for the built-in hunt, which has no row).
    // Compared as text: "roper" matches no hunt, and no text is ever cast to a number.
    .leftJoin(hunts, sql`cast(${hunts.id} as text) = ${huntCompletions.huntKey}`)
    .leftJoin(users, eq(users.id, huntCompletions.userId))
    .orderBy(desc(huntCompletions.createdAt), desc(huntCompletions.id))
    .limit(limit);
  return rows.map((row) => ({
    type: "hunt_completion",
    id: `completion:${row.id}`,
    at: row.at,
    hunt_title: completedHuntTitle(row.huntKey, row.huntTitle),
    score: row.score,
    badge_earned: row.badgeEarned,
    user_name: row.userName,
  }));
}

/** Family accounts only: admins are created by whoever runs the site, not by signing up. */
async function recentSignups(db: Db, limit: number): Promise<ActivityEvent[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, at: users.createdAt })
    .from(users)
    .where(eq(users.role, "user"))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map((row) => ({ type: "signup", id: `signup:${row.id}`, at: row.at, user_name: row.name }));
}

export async function recentActivity(db: Db, limit: number): Promise<ActivityEvent[]> {
  const events = [...(await recentOrders(db, limit)), ...(await recentCompletions(db, limit)), ...(await recentSignups(db, limit))];
  // Times are ISO-8601 UTC strings, so text order is time order; the sort is stable for equal times.
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}
