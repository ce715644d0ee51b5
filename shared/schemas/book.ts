/** Guidebooks in the shop. */
import { z } from "zod";
import {
  boolQuery,
  cursorSchema,
  imageUrlSchema,
  limitSchema,
  moneySchema,
  offsetSchema,
  partialUpdate,
  requiredText,
  shortText,
} from "./common";

export const BOOK_DIFFICULTIES = ["Family Friendly", "Intermediate", "Advanced", "All Levels"] as const;
export const BOOK_CATEGORIES = ["Printed Book", "Digital Download", "Physical + Digital", "Physical + Digital Bundle"] as const;
export const BOOK_DEFAULTS = { price: 13.99, pages: 32, category: "Printed Book", available: false } as const;

export const bookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  pages: z.number().int(),
  category: z.string(),
  available: z.boolean(),
  image: z.string(),
  cover_image: z.string(),
  bestseller: z.boolean(),
  difficulty: z.string(),
  features: z.array(z.string()),
});
export type Book = z.infer<typeof bookSchema>;

export const bookInputSchema = z.object({
  title: requiredText("Title", 200),
  description: shortText(5000).default(""),
  price: moneySchema.default(BOOK_DEFAULTS.price),
  pages: z.number().int().min(1).max(10_000).default(BOOK_DEFAULTS.pages),
  category: requiredText("Category", 80).default(BOOK_DEFAULTS.category),
  available: z.boolean().default(BOOK_DEFAULTS.available),
  // The admin form calls it cover_image; lists display `image`. Either is accepted.
  image: imageUrlSchema.optional(),
  cover_image: imageUrlSchema.optional(),
  bestseller: z.boolean().default(false),
  difficulty: z.enum(BOOK_DIFFICULTIES).default("Family Friendly"),
  features: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
});
export type BookInput = z.input<typeof bookInputSchema>;

export const bookUpdateSchema = partialUpdate(bookInputSchema);

export const bookQuerySchema = z.object({
  category: shortText(80).optional(),
  available: boolQuery.optional(),
  limit: limitSchema.default(100),
  // A reader goes on from a page by its `next`; `offset` stays for the readers written before cursors.
  offset: offsetSchema.default(0),
  cursor: cursorSchema.optional(),
});
