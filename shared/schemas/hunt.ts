/** Scavenger hunts, their items and quiz, and the two things a family sends back: a completion and a purchase. */
import { z } from "zod";
import { CHECK_WORD_MAX } from "../rules/check-word";
import { ROPER_HUNT_ID } from "../rules/hunt-key";
import { PHOTO_PROMPT_MAX } from "../rules/family-record";
import { CHECK_IN_RADIUS_DEFAULT_M, CHECK_IN_RADIUS_MAX_M, CHECK_IN_RADIUS_MIN_M } from "../rules/geo";
import { LANGS } from "../rules/languages";
import { SAY_AS_MAX_CHARS } from "../rules/read-aloud";
import { MAX_LIST_LIMIT } from "../rules/list-limit";
import { imageUrlSchema, moneySchema, pageLangSchema, requiredText, shortText, partialUpdate } from "./common";
import { explorerResultSchema, explorersSchema } from "./explorers";
import { huntLanguagesSchema, huntTranslationsSchema, summaryTranslationsSchema } from "./hunt-translation";
import { parkMapSchema } from "./park-map";
import { quizAnswersSchema } from "./quiz-answers";

export const HUNT_DIFFICULTIES = ["easy", "medium", "hard"] as const;

export const huntItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location_description: z.string(),
  educational_fact: z.string(),
  points: z.number().int(),
  /** Where the find is (WGS84 degrees), both or neither. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** How near counts as "here", in metres. */
  radius_m: z.number().int(),
  /** SHA-256 of the normalized sign word ("" for none): the word itself never reaches a family's device. */
  check_word_hash: z.string(),
  /** The sign word itself: in an admin's read only, for the editor. */
  check_word: z.string().optional(),
  /**
   * What to take a picture of here ("" for none): a photo find is possible only with one. Every read
   * carries it; optional because a hunt downloaded before prompts existed has none on the device.
   */
  photo_prompt: z.string().optional(),
  /** What read-aloud says instead of the name ("" for the name); optional as `photo_prompt` is. */
  say_as: z.string().optional(),
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
  /**
   * The languages the hunt can be played in (English, and each whose version is complete) and its
   * texts in them. Every read carries both; optional because a hunt kept on a device from before
   * translations has neither.
   */
  languages: huntLanguagesSchema.optional(),
  translations: summaryTranslationsSchema.optional(),
  /** Whether the hunt has its park's map; every read carries it, optional as `languages` is. */
  has_map: z.boolean().optional(),
});
export type HuntSummary = z.infer<typeof huntSummarySchema>;

export const huntSchema = huntSummarySchema.extend({
  items: z.array(huntItemSchema),
  quiz_questions: z.array(quizQuestionSchema),
  /** Every version in another language, whole: items and questions by id. */
  translations: huntTranslationsSchema.optional(),
  /** The park's map under the hunt, or null for none; optional as `languages` is. */
  map: parkMapSchema.nullable().optional(),
});
export type Hunt = z.infer<typeof huntSchema>;

/**
 * A page of the catalog. It keeps the key `hunts` every client of the catalog has read since the first
 * version (DESIGN §4); `next` is the cursor of the page after it, null on the last page.
 */
export const huntListSchema = z.object({ hunts: z.array(huntSummarySchema), total: z.number().int(), next: z.string().nullable() });
export type HuntList = z.infer<typeof huntListSchema>;

const radiusMessage = `radius_m must be a whole number of metres from ${CHECK_IN_RADIUS_MIN_M} to ${CHECK_IN_RADIUS_MAX_M}`;

const itemInput = z
  .object({
    name: requiredText("Item name", 200),
    location_description: shortText(1000).default(""),
    educational_fact: shortText(2000).default(""),
    points: z.number().int().min(0).max(1000).default(10),
    lat: z.number().min(-90, "lat must be between -90 and 90").max(90, "lat must be between -90 and 90").nullable().default(null),
    lng: z.number().min(-180, "lng must be between -180 and 180").max(180, "lng must be between -180 and 180").nullable().default(null),
    radius_m: z
      .number({ error: radiusMessage })
      .int(radiusMessage)
      .min(CHECK_IN_RADIUS_MIN_M, radiusMessage)
      .max(CHECK_IN_RADIUS_MAX_M, radiusMessage)
      .default(CHECK_IN_RADIUS_DEFAULT_M),
    check_word: z.string().trim().max(CHECK_WORD_MAX, `check_word must be at most ${CHECK_WORD_MAX} characters`).default(""),
    photo_prompt: z.string().trim().max(PHOTO_PROMPT_MAX, `photo_prompt must be at most ${PHOTO_PROMPT_MAX} characters`).default(""),
    say_as: z.string().trim().max(SAY_AS_MAX_CHARS, `say_as must be at most ${SAY_AS_MAX_CHARS} characters`).default(""),
  })
  .refine((item) => (item.lat === null) === (item.lng === null), {
    message: "lat and lng go together: give both or neither",
    path: ["lng"],
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

/** A hunt in a payload or an answer: a database id, or the built-in Roper hunt. */
export const huntKeySchema = z.union([z.number().int().positive(), z.literal(ROPER_HUNT_ID)]);

export const FIND_METHODS = ["gps", "word", "tap", "photo"] as const;
export type FindMethod = (typeof FIND_METHODS)[number];

/** How one item was found: at the spot by GPS, by the sign's word, by a tap, or by taking its photo. */
export const huntFindSchema = z.object({
  item_id: z.number().int().positive(),
  method: z.enum(FIND_METHODS),
  at: z
    .string()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), "at must be a date and time"),
  distance_m: z.number().min(0).max(20_100_000).optional(),
  accuracy_m: z.number().min(0).max(1_000_000).optional(),
});
export type HuntFind = z.infer<typeof huntFindSchema>;

/**
 * A finished hunt: what was done (the finds and the answers, or each explorer's answers) and what the
 * phone showed for it (`score`, `badge_earned`). The server scores what was done against the hunt it
 * holds and stores what the phone showed beside it, never in its place.
 */
export const huntCompleteSchema = z.object({
  hunt_id: huntKeySchema.optional(),
  score: z.number().int().min(0).max(100_000),
  badge_earned: z.boolean(),
  finds: z.array(huntFindSchema).max(100).optional(),
  /** The quiz answers by question id; with explorers, each explorer's own go with them instead. */
  answers: quizAnswersSchema.optional(),
  /** Each child's own run; the completion's score and badge are then the best explorer's. */
  explorers: explorersSchema.optional(),
  /** The language the hunt was played in: its answers are scored against that version's. Left out: English. */
  lang: z.enum(LANGS).optional(),
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
  /** The family comes back, and the receipt is written, in this language. */
  lang: pageLangSchema,
});
export type HuntPurchase = z.infer<typeof huntPurchaseSchema>;

/** The server's own score and badge (and each explorer's), and the points they earned the account. */
export const huntCompletionResultSchema = z.object({
  hunt_id: huntKeySchema,
  score: z.number().int(),
  badge_earned: z.boolean(),
  points_awarded: z.number().int(),
  explorers: z.array(explorerResultSchema).optional(),
});
export type HuntCompletionResult = z.infer<typeof huntCompletionResultSchema>;

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
  /** Every completion (the Roper hunt's too) by the language it was played in. */
  completions_by_lang: z.record(z.enum(LANGS), z.number().int()),
  hunt_details: z.array(
    z.object({
      hunt_id: z.number().int(),
      title: z.string(),
      views: z.number().int(),
      completions: z.number().int(),
      purchases: z.number().int(),
      finds_by_method: z.object({ gps: z.number().int(), word: z.number().int(), tap: z.number().int(), photo: z.number().int() }),
      /** Completions by the language the hunt was played in. */
      completions_by_lang: z.record(z.enum(LANGS), z.number().int()),
      revenue: z.number(),
    }),
  ),
});
export type HuntAnalytics = z.infer<typeof huntAnalyticsSchema>;

/** `GET /api/admin/hunt-analytics?ids=3,5,9`: the hunts whose details the answer gives (the page shown). */
export const huntAnalyticsQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15})*$/, "must be hunt ids separated by commas")
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .refine((ids) => ids.length <= MAX_LIST_LIMIT, `must name at most ${MAX_LIST_LIMIT} hunts`)
    .optional(),
});
