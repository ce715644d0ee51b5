/** Scavenger hunts, their items and quiz, and the two things a family sends back: a completion and a purchase. */
import { z } from "zod";
import { imageUrlSchema, moneySchema, requiredText, shortText, partialUpdate } from "./common";

export const HUNT_DIFFICULTIES = ["easy", "medium", "hard"] as const;
/** The built-in science-center hunt is not a database row; completions refer to it by this id. */
export const ROPER_HUNT_ID = "roper";

export const huntItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location_description: z.string(),
  educational_fact: z.string(),
  points: z.number().int(),
});
export type HuntItem = z.infer<typeof huntItemSchema>;

export const quizQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  correct_answer: z.string(),
  points: z.number().int(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const huntSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  difficulty: z.enum(HUNT_DIFFICULTIES),
  price: z.number(),
  teaser: z.boolean(),
  thumbnail_image: z.string(),
  estimated_time: z.string(),
  age_range: z.string(),
  featured: z.boolean(),
  published: z.boolean(),
  item_count: z.number().int(),
  question_count: z.number().int(),
  view_count: z.number().int(),
  completion_count: z.number().int(),
  purchase_count: z.number().int(),
});
export type HuntSummary = z.infer<typeof huntSummarySchema>;

export const huntSchema = huntSummarySchema.extend({
  items: z.array(huntItemSchema),
  quiz_questions: z.array(quizQuestionSchema),
});
export type Hunt = z.infer<typeof huntSchema>;

export const huntListSchema = z.object({ hunts: z.array(huntSummarySchema), total: z.number().int() });

const itemInput = z.object({
  name: requiredText("Item name", 200),
  location_description: shortText(1000).default(""),
  educational_fact: shortText(2000).default(""),
  points: z.number().int().min(0).max(1000).default(10),
});

const questionInput = z
  .object({
    question: requiredText("Question", 500),
    options: z.array(z.string().trim().min(1).max(200)).min(2, "A question needs at least 2 options").max(8),
    correct_answer: z.string().trim().min(1, "Correct answer is required").max(200),
    points: z.number().int().min(0).max(1000).default(5),
  })
  .refine((q) => q.options.includes(q.correct_answer), {
    message: "The correct answer must be one of the options",
    path: ["correct_answer"],
  });

export const huntInputSchema = z.object({
  title: requiredText("Title", 200),
  description: shortText(5000).default(""),
  location: shortText(200).default(""),
  difficulty: z.enum(HUNT_DIFFICULTIES).default("easy"),
  price: moneySchema.default(0),
  teaser: z.boolean().default(false),
  thumbnail_image: imageUrlSchema.default(""),
  estimated_time: shortText(60).default(""),
  age_range: shortText(60).default(""),
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
  items: z.array(itemInput).max(100).default([]),
  quiz_questions: z.array(questionInput).max(50).default([]),
});
export type HuntInput = z.input<typeof huntInputSchema>;

export const huntUpdateSchema = partialUpdate(huntInputSchema);

/** A hunt reference in a payload: a database id, or the built-in Roper hunt. */
export const huntRefSchema = z.union([z.number().int().positive(), z.literal(ROPER_HUNT_ID)]);

export const huntCompleteSchema = z.object({
  hunt_id: huntRefSchema.optional(),
  score: z.number().int().min(0).max(100_000),
  badge_earned: z.boolean(),
});
export type HuntComplete = z.infer<typeof huntCompleteSchema>;

export const huntPurchaseSchema = z.object({
  hunt_id: z.number().int().positive(),
  customer_name: requiredText("Name", 120),
  customer_email: requiredText("Email", 254),
  customer_phone: requiredText("Phone", 40),
  customer_address: requiredText("Address", 500),
  amount: moneySchema,
  payment_method: z.literal("paypal"),
  /** The page the family buys from; the provider sends them back to this site there. Default: the site's own address. */
  origin_url: z.string().trim().max(2000).optional(),
});
export type HuntPurchase = z.infer<typeof huntPurchaseSchema>;

export const huntCompletionResultSchema = z.object({
  hunt_id: z.union([z.number(), z.string()]),
  score: z.number().int(),
  badge_earned: z.boolean(),
  points_awarded: z.number().int(),
});

/**
 * A purchase is an unpaid order until the payment provider captures it: the answer says where the family
 * approves the payment. Nothing unlocks and no points are paid before the capture.
 */
export const huntPurchaseResultSchema = z.object({
  order_id: z.string(),
  hunt_id: z.number().int(),
  amount: z.number(),
  status: z.literal("pending"),
  approval_url: z.string(),
});
export type HuntPurchaseResult = z.infer<typeof huntPurchaseResultSchema>;

export const huntAnalyticsSchema = z.object({
  total_hunts: z.number().int(),
  total_revenue: z.number(),
  total_purchases: z.number().int(),
  total_completions: z.number().int(),
  hunt_details: z.array(
    z.object({
      hunt_id: z.number().int(),
      title: z.string(),
      views: z.number().int(),
      completions: z.number().int(),
      purchases: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type HuntAnalytics = z.infer<typeof huntAnalyticsSchema>;
