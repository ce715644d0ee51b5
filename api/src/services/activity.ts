/**
 * The admin dashboard's Recent Activity, read straight from the rows the events left behind: orders,
 * hunt completions and sign-ups. Each source gives at most `limit` of its newest rows, then the three are
 * merged by time, so the answer is the true newest `limit` events without reading whole tables.
 */
import { desc, eq, sql } from "drizzle-orm";
import { toDollars } from "#shared/rules/money";
import { ROPER_HUNT } from "#shared/roper-hunt";
import type { ActivityEvent } from "#shared/schemas/activity";
import { ROPER_HUNT_ID } from "#shared/schemas/hunt";
import type { Db } from "../db/client";
import { huntCompletions, hunts, orders, users } from "../db/schema";

function recentOrders(db: Db, limit: number): ActivityEvent[] {
  const rows = db.select().from(orders).orderBy(desc(orders.createdAt), desc(sql`${orders}.rowid`)).limit(limit).all();
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

function recentCompletions(db: Db, limit: number): ActivityEvent[] {
  const rows = db
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
    .leftJoin(hunts, sql`${hunts.id} = CAST(${huntCompletions.huntKey} AS INTEGER) AND ${huntCompletions.huntKey} <> ${ROPER_HUNT_ID}`)
    .leftJoin(users, eq(users.id, huntCompletions.userId))
    .orderBy(desc(huntCompletions.createdAt), desc(huntCompletions.id))
    .limit(limit)
    .all();
  return rows.map((row) => ({
    type: "hunt_completion",
    id: `completion:${row.id}`,
    at: row.at,
    hunt_title: row.huntKey === ROPER_HUNT_ID ? ROPER_HUNT.title : row.huntTitle,
    score: row.score,
    badge_earned: row.badgeEarned,
    user_name: row.userName,
  }));
}

/** Family accounts only: admins are created by whoever runs the site, not by signing up. */
function recentSignups(db: Db, limit: number): ActivityEvent[] {
  const rows = db
    .select({ id: users.id, name: users.name, at: users.createdAt })
    .from(users)
    .where(eq(users.role, "user"))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .all();
  return rows.map((row) => ({ type: "signup", id: `signup:${row.id}`, at: row.at, user_name: row.name }));
}

export function recentActivity(db: Db, limit: number): ActivityEvent[] {
  const events = [...recentOrders(db, limit), ...recentCompletions(db, limit), ...recentSignups(db, limit)];
  // Times are ISO-8601 UTC strings, so text order is time order; the sort is stable for equal times.
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}
