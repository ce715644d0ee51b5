/**
 * The admin's order figures over every order, in one pass of the orders table: the list beneath them
 * shows a page at a time, so figures summed from the rows a screen holds would change as it scrolls.
 */
import { count, sql } from "drizzle-orm";
import { toDollars } from "#shared/rules/money";
import type { OrderSummary } from "#shared/schemas/payments";
import type { Db } from "../../db";
import { orders } from "../../db/tables";

/** `since`: the start of the admin's own day; an order's `created_at` is ISO text in UTC, as `since` is made. */
export async function summarizeOrders(db: Db, since: Date): Promise<OrderSummary> {
  const from = since.toISOString();
  const [row] = await db
    .select({
      totalOrders: count(),
      revenueCents: sql<number>`coalesce(sum(${orders.amountCents}), 0)`.mapWith(Number),
      completed: sql<number>`coalesce(sum(case when ${orders.status} = 'completed' then 1 else 0 end), 0)`.mapWith(Number),
      today: sql<number>`coalesce(sum(case when ${orders.createdAt} >= ${from} then 1 else 0 end), 0)`.mapWith(Number),
    })
    .from(orders);
  return {
    total_orders: Number(row?.totalOrders ?? 0),
    total_revenue: toDollars(row?.revenueCents ?? 0),
    completed: row?.completed ?? 0,
    today: row?.today ?? 0,
  };
}
