/** Book checkout through a payment provider, and the orders admins see. */
import { z } from "zod";
import { shortText } from "./common";

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
    origin_url: z.string().trim().url().max(2000),
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

export const orderSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  kind: z.enum(["book", "hunt"]),
  /** The hunt a hunt order unlocks once paid; null for books. */
  hunt_id: z.number().int().nullable(),
  status: z.string(),
  amount: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  shipping: z.number(),
  created_at: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  product_name: z.string(),
  book_title: z.string(),
  metadata: z.object({ book_title: z.string(), child_name: z.string().nullable(), special_occasion: z.string().nullable() }),
  items: z.array(z.object({ book_id: z.number().nullable(), title: z.string(), quantity: z.number(), unit_price: z.number() })),
  paypal_order_id: z.string().nullable(),
  provider: z.string(),
  /** Where an admin can look the payment up at the provider (admin list only; null when nowhere). */
  activity_url: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;
