/**
 * A hunt as a visitor sees it before playing (`GET /api/hunts/{id}/outline`), which a pre-rendered hunt
 * page is drawn from and carries in its HTML: the hunt's facts, and each item's name and where to look,
 * in English and in every complete version. Nothing a family finds out by playing is in it: no sign
 * words nor their hashes, no facts (several of them answer the quiz), no places to check in at, and no
 * questions, options or answers. A family plays from the hunt's own read, which has them all.
 */
import { z } from "zod";
import { TRANSLATED_LANGS } from "../rules/languages";
import { huntItemSchema, huntSummarySchema } from "./hunt";
import { huntTextsSchema, itemTextsSchema } from "./hunt-translation";

export const outlineItemSchema = huntItemSchema.pick({ id: true, name: true, location_description: true });
export type OutlineItem = z.infer<typeof outlineItemSchema>;

export const outlineItemTextsSchema = itemTextsSchema.pick({ name: true, location_description: true });

/** A version in another language as the outline carries it: the hunt's texts and its items', by id. */
export const outlineVersionSchema = huntTextsSchema.extend({ items: z.record(z.string(), outlineItemTextsSchema) });
export type OutlineVersion = z.infer<typeof outlineVersionSchema>;

export const huntOutlineSchema = huntSummarySchema.extend({
  items: z.array(outlineItemSchema),
  translations: z.partialRecord(z.enum(TRANSLATED_LANGS), outlineVersionSchema).optional(),
});
export type HuntOutline = z.infer<typeof huntOutlineSchema>;
