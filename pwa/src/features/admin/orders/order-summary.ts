/** The four figures above the order list, summed in cents so many small amounts never drift. */
import { toCents, toDollars } from "#shared/rules/money";
import type { Order } from "#shared/schemas/payments";

export interface OrderSummary {
  totalOrders: number;
  /** The sum of every order's amount, whatever its status. */
  totalRevenue: number;
  completed: number;
  today: number;
}

/** "Today" is the admin's own calendar day, the one their clock shows. */
const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function summarizeOrders(orders: Order[], now: Date): OrderSummary {
  return {
    totalOrders: orders.length,
    totalRevenue: toDollars(orders.reduce((cents, order) => cents + toCents(order.amount), 0)),
    completed: orders.filter((order) => order.status === "completed").length,
    today: orders.filter((order) => sameLocalDay(new Date(order.created_at), now)).length,
  };
}
