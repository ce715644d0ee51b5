/** Blog posts and their queries. */
import { z } from "zod";
import { BLOG_PAGE } from "../rules/list-limit";
import {
  boolQuery,
  cursorSchema,
  imageUrlSchema,
  isoDateTime,
  limitSchema,
  MAX_LONG_TEXT,
  offsetSchema,
  partialUpdate,
  requiredText,
  shortText,
} from "./common";

export const postSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  image: z.string(),
  featured: z.boolean(),
  published: z.boolean(),
  date: z.string(),
  readTime: z.string(),
  scheduled_date: z.string().nullable(),
});
export type Post = z.infer<typeof postSchema>;

const tagList = z.array(z.string().trim().min(1).max(40)).max(20);

export const postInputSchema = z.object({
  title: requiredText("Title", 200),
  excerpt: requiredText("Excerpt", 1000),
  content: requiredText("Content", MAX_LONG_TEXT),
  author: requiredText("Author", 120),
  tags: tagList.default([]),
  image: imageUrlSchema.default(""),
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
  date: isoDateTime.optional(),
  // Sent by the form; the server recomputes it from the content so it can never disagree.
  readTime: shortText(40).optional(),
  // The form sends "" for "no schedule" (a plain draft); it means the same as null.
  scheduled_date: z
    .literal("")
    .transform(() => null)
    .or(isoDateTime)
    .nullable()
    .optional(),
});
export type PostInput = z.input<typeof postInputSchema>;

export const postUpdateSchema = partialUpdate(postInputSchema);
export type PostUpdate = z.input<typeof postUpdateSchema>;

export const postQuerySchema = z.object({
  search: shortText(100).optional(),
  tag: shortText(40).optional(),
  published: boolQuery.optional(),
  featured: boolQuery.optional(),
  limit: limitSchema.default(BLOG_PAGE),
  // A reader goes on from a page by its `next`; `offset` stays for the readers written before cursors.
  offset: offsetSchema.default(0),
  cursor: cursorSchema.optional(),
});

export const tagEntrySchema = z.object({ tag: z.string(), count: z.number().int() });
export type TagEntry = z.infer<typeof tagEntrySchema>;
