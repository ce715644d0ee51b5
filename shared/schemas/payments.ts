/** Book checkout through a payment provider, and the orders admins see. */
import { z } from "zod";
import { isoDateTime, pageLangSchema, shortText } from "./common";

const optionalText = shortText(120).nullable().optional();

export const createOrderSchema = z
  .object({
    // One book (the Buy Now button) …
    book_id: z.number().int().positive().optional(),
    // … or the whole cart.
    items: z
      .array(z.object({ book_id: z.number().int().positive(), quantity: z.number().int().min(1).max(99) }))
      .min(1)
      .max(50)
      .optional(),
    promo_code: shortText(40).nullable().optional(),
    /** The address the buyer checks out from: the provider sends them back to this origin's return page. */
    origin_url: z.string().trim().url().max(2000),
    /** The buyer comes back to the return page in this language. */
    lang: pageLangSchema,
    child_name: optionalText,
    special_occasion: optionalText,
  })
  .refine((v) => (v.book_id === undefined) !== (v.items === undefined), "Send either book_id or items");
export type CreateOrderInput = z.input<typeof createOrderSchema>;

export const createOrderResponseSchema = z.object({
  order_id: z.string(),
  approval_url: z.string(),
  amount: z.number(),
});

export const captureSchema = z.object({ order_id: z.string().trim().min(1).max(64) });

/** What anyone holding an order's id may know about it (GET /payments/orders/{id}): whether it worked. */
export const orderStatusSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  product_name: z.string(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The capture's answer to anyone but the order's own account and the admin: the status and what it unlocks. */
export const capturedOrderSchema = orderStatusSchema.extend({
  kind: z.enum(["book", "hunt"]),
  /** The hunt a hunt order unlocks once paid; null for books. */
  hunt_id: z.number().int().nullable(),
});
export type CapturedOrder = z.infer<typeof capturedOrderSchema>;

/** The whole order, with the buyer's details: for the admin, and for the account that placed it. */
export const orderSchema = capturedOrderSchema.extend({
  session_id: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  shipping: z.number(),
  created_at: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  book_title: z.string(),
  metadata: z.object({ book_title: z.string(), child_name: z.string().nullable(), special_occasion: z.string().nullable() }),
  items: z.array(z.object({ book_id: z.number().nullable(), title: z.string(), quantity: z.number(), unit_price: z.number() })),
  paypal_order_id: z.string().nullable(),
  provider: z.string(),
  /** The account that placed or claimed the order; null for a guest's (absent in answers from before it was sent). */
  user_id: z.number().int().nullable().optional(),
  /** Where an admin can look the payment up at the provider (admin list only; null when nowhere). */
  activity_url: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /payments/capture: the whole order to its owner and the admin, the public part to anyone else. */
export type CaptureAnswer = CapturedOrder | Order;

/**
 * The figures above the admin's order list, over every order (not only the pages read): "today" counts
 * the orders placed since `since`, the start of the admin's own day.
 */
export const orderSummaryQuerySchema = z.object({ since: isoDateTime });
export const orderSummarySchema = z.object({
  total_orders: z.number().int(),
  /** The sum of every order's amount, whatever its status. */
  total_revenue: z.number(),
  completed: z.number().int(),
  today: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
