/**
 * The admin dashboard's Recent Activity, read straight from the rows the events left behind: orders,
 * hunt completions and sign-ups. Each source gives at most `limit` of its newest rows, then the three are
 * merged by time, so the answer is the true newest `limit` events without reading whole tables.
 */
import { desc, eq } from "drizzle-orm";
import { toDollars } from "#shared/rules/money";
import type { ActivityEvent } from "#shared/schemas/activity";
import type { Db } from "../../db";
import { huntCompletions, orders, users } from "../../db/tables";
import { huntTitlesByKey } from "../catalog/hunt-titles";

/** Each source's newest rows, read through its index on (created_at, id), or (role, created_at, id) for sign-ups. */
export const recentOrdersQuery = (db: Db, limit: number) => db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);

export const recentCompletionsQuery = (db: Db, limit: number) =>
  db
    .select({
      id: huntCompletions.id,
      at: huntCompletions.createdAt,
      huntKey: huntCompletions.huntKey,
      score: huntCompletions.score,
      badgeEarned: huntCompletions.badgeEarned,
      userName: users.name,
    })
    .from(huntCompletions)
    .leftJoin(users, eq(users.id, huntCompletions.userId))
    .orderBy(desc(huntCompletions.createdAt), desc(huntCompletions.id))
    .limit(limit);

/** Family accounts only: admins are created by whoever runs the site, not by signing up. */
export const recentSignupsQuery = (db: Db, limit: number) =>
  db
    .select({ id: users.id, name: users.name, at: users.createdAt })
    .from(users)
    .where(eq(users.role, "user"))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);

async function recentOrders(db: Db, limit: number): Promise<ActivityEvent[]> {
  const rows = await recentOrdersQuery(db, limit);
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
  const rows = await recentCompletionsQuery(db, limit);
  const titles = await huntTitlesByKey(db, rows.map((row) => row.huntKey));
  return rows.map((row) => ({
    type: "hunt_completion",
    id: `completion:${row.id}`,
    at: row.at,
    hunt_title: titles.get(row.huntKey) ?? null,
    score: row.score,
    badge_earned: row.badgeEarned,
    user_name: row.userName,
  }));
}

async function recentSignups(db: Db, limit: number): Promise<ActivityEvent[]> {
  const rows = await recentSignupsQuery(db, limit);
  return rows.map((row) => ({ type: "signup", id: `signup:${row.id}`, at: row.at, user_name: row.name }));
}

export async function recentActivity(db: Db, limit: number): Promise<ActivityEvent[]> {
  const events = [...(await recentOrders(db, limit)), ...(await recentCompletions(db, limit)), ...(await recentSignups(db, limit))];
  // Times are ISO-8601 UTC strings, so text order is time order; the sort is stable for equal times.
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}
