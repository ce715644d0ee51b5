/** The admin dashboard's Recent Activity: real events (orders, hunt completions, sign-ups), newest first. */
import { z } from "zod";

export const ACTIVITY_LIMIT_DEFAULT = 10;
export const ACTIVITY_LIMIT_MAX = 50;

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LIMIT_MAX).default(ACTIVITY_LIMIT_DEFAULT),
});

const base = { id: z.string(), at: z.string() };

export const activityEventSchema = z.discriminatedUnion("type", [
  z.object({
    ...base,
    type: z.literal("order"),
    order_id: z.string(),
    kind: z.enum(["book", "hunt"]),
    status: z.string(),
    amount: z.number(),
    product_name: z.string(),
    customer_name: z.string(),
  }),
  z.object({
    ...base,
    type: z.literal("hunt_completion"),
    /** Null when the hunt has since been deleted. */
    hunt_title: z.string().nullable(),
    score: z.number().int(),
    badge_earned: z.boolean(),
    /** Null for a visitor who played without signing in. */
    user_name: z.string().nullable(),
  }),
  z.object({
    ...base,
    type: z.literal("signup"),
    user_name: z.string(),
  }),
]);
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityResponseSchema = z.object({ items: z.array(activityEventSchema) });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
