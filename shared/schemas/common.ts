/** Building blocks of the API contract: ids, money, bounded text and the {items, total} list shape. */
import { z } from "zod";
import { LANGS } from "../rules/languages";
import { MAX_LIST_LIMIT } from "../rules/list-limit";

export const MAX_TEXT = 500;
export const MAX_LONG_TEXT = 200_000;

export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const shortText = (max = MAX_TEXT) => z.string().trim().max(max);
/** A missing field reads the same as an empty one ("Title is required"), not as a type error. */
export const requiredText = (label: string, max = MAX_TEXT) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : undefined) })
    .trim()
    .min(1, `${label} is required`)
    .max(max);

/** Dollars with at most two decimals; non-negative and below a sane ceiling. */
export const moneySchema = z
  .number()
  .finite()
  .nonnegative("must not be negative")
  .max(100_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "must have at most two decimals");

/** An image reference: a server-relative path or an http(s) URL, never javascript: or data: URLs. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || v.startsWith("/") || /^https?:\/\//i.test(v), "must be a relative path or an http(s) URL");

export const isoDateTime = z.string().refine((v) => !Number.isNaN(Date.parse(v)), "must be a date");

export const limitSchema = z.coerce.number().int().min(1).max(MAX_LIST_LIMIT);
export const offsetSchema = z.coerce.number().int().min(0).max(1_000_000);
export const boolQuery = z.enum(["true", "false"]).transform((v) => v === "true");

export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/** The `next` of a previous page, handed back as it came: the server refuses one it did not make. */
export const cursorSchema = z.string().max(1000).regex(/^[A-Za-z0-9_-]+$/, "must be the next of a previous page");
/** A page of a list read by cursor: `next` is the cursor of the page after it, null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), next: z.string().nullable() });
/** The answer `pageOf` describes, for code that reads or makes pages of any list. */
export interface Page<T> {
  items: T[];
  total: number;
  next: string | null;
}
/** The query of a list read by cursor, `limit` rows at a time (`fallback` when the request names none). */
export const pageQuery = (fallback: number) => z.object({ limit: limitSchema.default(fallback), cursor: cursorSchema.optional() });

export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The schema of a partial update (PUT with only the fields that change). zod 4's `.partial()` still fills
 * `.default()`s, so `{published: true}` would silently reset every omitted field to its default; this
 * drops the defaults so an omitted field stays `undefined` and keeps its stored value.
 */
export function partialUpdate<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
    shape[key] = inner.optional();
  }
  return z.object(shape) as unknown as z.ZodType<Partial<z.output<z.ZodObject<T>>>, Partial<z.input<z.ZodObject<T>>>>;
}

/**
 * The language of the page a request comes from, where the server answers with something the family
 * reads later (an e-mail, the page a payment provider sends them back to): it is written in that language.
 * Absent means English.
 */
export const pageLangSchema = z.enum(LANGS).optional().default("en");
