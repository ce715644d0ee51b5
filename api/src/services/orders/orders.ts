/**
 * Book orders in the database: pricing a checkout from the books table (a client's prices are never
 * read), recording it as a pending order with its lines, completing it once the provider has captured the
 * money (with the purchase points, awarded once per order), and the order views: the admin's list of
 * every order (hunt purchases included) and the small status the return page shows.
 * Writes run inside the caller's write transaction.
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { cartTotals, isPromoCode, promoDiscountCents, subtotalCents, type CartTotals } from "#shared/rules/cart";
import { toDollars } from "#shared/rules/money";
import { purchasePoints } from "#shared/rules/points";
import type { CaptureAnswer, CapturedOrder, createOrderSchema, Order, OrderStatus } from "#shared/schemas/payments";
import type { Db } from "../../db";
import { books, orderItems, orders } from "../../db/tables";
import type { AuthUser } from "../../deps";
import { HttpError, notFound } from "../../errors";
import { provenOwnerOf } from "../accounts/email-confirmation";
import { addCounts } from "../analytics/counts";
import { awardPoints } from "../points/ledger";
import { countRows, keysetPage, orderOf, type SortKey } from "../infrastructure/list-page";
import type { CreatePaymentRequest } from "./payments/provider";

export type CreateOrderBody = z.output<typeof createOrderSchema>;
export type OrderRow = typeof orders.$inferSelect;

interface PricedLine {
  bookId: number;
  title: string;
  category: string;
  unitPriceCents: number;
  quantity: number;
}

export interface PricedCheckout {
  lines: PricedLine[];
  totals: CartTotals;
  productName: string;
  promoCode: string | null;
}

/** Buy Now is a cart of one; the same book listed twice in a cart is one line with the summed quantity. */
function requestedQuantities(input: CreateOrderBody): Map<number, number> {
  const wanted = new Map<number, number>();
  const requested = input.items ?? (input.book_id === undefined ? [] : [{ book_id: input.book_id, quantity: 1 }]);
  for (const item of requested) wanted.set(item.book_id, (wanted.get(item.book_id) ?? 0) + item.quantity);
  return wanted;
}

export async function priceCheckout(db: Db, input: CreateOrderBody): Promise<PricedCheckout> {
  const promo = input.promo_code?.trim() || null;
  if (promo !== null && !isPromoCode(promo)) throw new HttpError(422, { key: "invalidPromo" });
  const wanted = requestedQuantities(input);
  const rows = await db.select().from(books).where(inArray(books.id, [...wanted.keys()]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines = [...wanted].map(([bookId, quantity]) => {
    const book = byId.get(bookId);
    if (!book) throw notFound("Book");
    if (!book.available) throw new HttpError(422, { key: "bookNotAvailable", params: { title: book.title } });
    return { bookId, title: book.title, category: book.category, unitPriceCents: book.priceCents, quantity };
  });
  const totals = cartTotals(lines, promoDiscountCents(subtotalCents(lines), promo));
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  const productName = pieces === 1 && lines[0] ? lines[0].title : `${pieces} books`;
  return { lines, totals, productName, promoCode: promo === null ? null : promo.toUpperCase() };
}

export interface NewOrder {
  id: string;
  input: CreateOrderBody;
  userId: number | null;
  provider: string;
  returnUrl: string;
  cancelUrl: string;
}

/** Prices and records the order as pending; the provider's order id is added once it has answered. */
export async function insertPendingOrder(db: Db, order: NewOrder): Promise<PricedCheckout> {
  const priced = await priceCheckout(db, order.input);
  const { totals } = priced;
  await db
    .insert(orders)
    .values({
      id: order.id,
      sessionId: randomBytes(16).toString("hex"),
      kind: "book",
      status: "pending",
      amountCents: totals.totalCents,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      shippingCents: totals.shippingCents,
      promoCode: priced.promoCode,
      userId: order.userId,
      productName: priced.productName,
      childName: order.input.child_name || null,
      specialOccasion: order.input.special_occasion || null,
      provider: order.provider,
      returnUrl: order.returnUrl,
      cancelUrl: order.cancelUrl,
    });
  if (priced.lines.length > 0) {
    await db.insert(orderItems).values(
      priced.lines.map((line) => ({
        orderId: order.id,
        bookId: line.bookId,
        title: line.title,
        category: line.category,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
      })),
    );
  }
  return priced;
}

/** What the provider is asked to create for an order: keyed by our order id, so asking twice is harmless. */
export function paymentRequestFor(order: OrderRow): CreatePaymentRequest {
  return {
    requestId: order.id,
    amountCents: order.amountCents,
    description: order.productName,
    returnUrl: order.returnUrl ?? "",
    cancelUrl: order.cancelUrl ?? "",
  };
}

export async function findOrderRow(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

const touched = () => ({ updatedAt: new Date().toISOString() });

export async function recordProviderOrder(db: Db, id: string, provider: string, providerOrderId: string): Promise<void> {
  await db.update(orders).set({ provider, paypalOrderId: providerOrderId, ...touched() }).where(eq(orders.id, id));
}

/** A completed order stays completed: a late failure report never overwrites money already taken. */
export async function markOrderFailed(db: Db, id: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: "failed", ...touched() })
    .where(and(eq(orders.id, id), ne(orders.status, "completed")));
}

/** An order not yet paid fails; one already failed or paid is left as it is. */
export async function markPendingOrderFailed(db: Db, id: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: "failed", ...touched() })
    .where(and(eq(orders.id, id), eq(orders.status, "pending")));
}

export interface Payer {
  payerName: string | null;
  payerEmail: string | null;
}

/**
 * Marks the order paid and awards its points; a second call (a repeated capture) changes nothing.
 * Answers whether this call completed it.
 */
export async function completeOrder(db: Db, id: string, payer: Payer): Promise<boolean> {
  const row = await findOrderRow(db, id);
  if (!row) throw notFound("Order");
  if (row.status === "completed") return false;
  const customerEmail = row.customerEmail || payer.payerEmail || "";
  // A guest order joins the account whose owner has proven its address, as it would on being proven later.
  const owner = row.userId ?? (await provenOwnerOf(db, customerEmail));
  await db
    .update(orders)
    .set({
      status: "completed",
      customerName: row.customerName || payer.payerName || "",
      customerEmail,
      userId: owner,
      ...touched(),
    })
    .where(eq(orders.id, id));
  if (owner !== null) await awardPoints(db, owner, purchasePoints(row.amountCents), `Purchased ${row.productName}`, `order:${id}`);
  // Completing is the only way an order comes to count, and nothing takes a completed order back.
  if (row.kind === "hunt" && row.huntId !== null) {
    const hunt = String(row.huntId);
    await addCounts(db, [
      { metric: "hunt.purchases", subject: hunt },
      { metric: "hunt.revenue_cents", subject: hunt, amount: row.amountCents },
    ]);
  }
  return true;
}

type ItemRow = typeof orderItems.$inferSelect;

function toOrder(row: OrderRow, items: ItemRow[]): Order {
  return {
    id: row.id,
    session_id: row.sessionId,
    kind: row.kind,
    hunt_id: row.huntId,
    status: row.status,
    amount: toDollars(row.amountCents),
    subtotal: toDollars(row.subtotalCents),
    discount: toDollars(row.discountCents),
    tax: toDollars(row.taxCents),
    shipping: toDollars(row.shippingCents),
    created_at: row.createdAt,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    product_name: row.productName,
    book_title: row.productName,
    metadata: { book_title: row.productName, child_name: row.childName, special_occasion: row.specialOccasion },
    items: items.map((item) => ({
      book_id: item.bookId,
      title: item.title,
      quantity: item.quantity,
      unit_price: toDollars(item.unitPriceCents),
    })),
    paypal_order_id: row.paypalOrderId,
    provider: row.provider,
    user_id: row.userId,
  };
}

/** The items of a page of orders, found through the index on order_id. */
export const orderItemsQuery = (db: Db, ids: string[]) => db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id);

async function itemsByOrder(db: Db, ids: string[]): Promise<Map<string, ItemRow[]>> {
  const grouped = new Map<string, ItemRow[]>();
  if (ids.length === 0) return grouped;
  const rows = await orderItemsQuery(db, ids);
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), row]);
  return grouped;
}

/**
 * Orders, book and hunt, newest first. Order ids are random, so between two orders of the same
 * millisecond the id only makes the order stable across pages, not chronological.
 */
export const ORDER_SORT: SortKey<OrderRow>[] = [
  { column: orders.createdAt, direction: "desc", of: (row) => row.createdAt },
  { column: orders.id, direction: "desc", of: (row) => row.id },
];

/** Orders after `after` (a cursor's condition; every order without one), newest first. */
export const ordersQuery = (db: Db, after?: SQL) => db.select().from(orders).where(after).orderBy(...orderOf(ORDER_SORT));

/** One page of every order (the admin's Orders); `total` counts them all. */
export async function listOrders(db: Db, page: { limit: number; cursor?: string | undefined }): Promise<{ items: Order[]; total: number; next: string | null }> {
  const { rows, next } = await keysetPage(ORDER_SORT, page, (after, take) => ordersQuery(db, after).limit(take));
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  const total = await countRows(db, orders);
  return { items: rows.map((row) => toOrder(row, items.get(row.id) ?? [])), total, next };
}

function statusOf(row: OrderRow): OrderStatus {
  return { id: row.id, status: row.status, amount: toDollars(row.amountCents), product_name: row.productName };
}

/** What the public return page may know about an order: enough to say whether it worked. */
export async function orderStatus(db: Db, id: string): Promise<OrderStatus> {
  const row = await findOrderRow(db, id);
  if (!row) throw notFound("Order");
  return statusOf(row);
}

/**
 * An order as `viewer` may see it. The buyer's name, e-mail, session, the child's name and the occasion
 * go only to the account that placed the order and to the admin: an order id travels in URLs (return
 * pages, provider redirects), so holding one proves nothing. Anyone else, a guest buyer included (a guest
 * order has no account to own it), learns its status and what it unlocks.
 */
export async function orderFor(db: Db, id: string, viewer: AuthUser | null): Promise<CaptureAnswer> {
  const row = await findOrderRow(db, id);
  if (!row) throw notFound("Order");
  const owner = viewer !== null && (viewer.role === "admin" || (row.userId !== null && viewer.id === row.userId));
  if (owner) return toOrder(row, (await itemsByOrder(db, [id])).get(id) ?? []);
  const captured: CapturedOrder = { ...statusOf(row), kind: row.kind, hunt_id: row.huntId };
  return captured;
}
