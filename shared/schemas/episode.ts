/** Podcast episodes. */
import { z } from "zod";
import { boolQuery, limitSchema, offsetSchema, partialUpdate, requiredText, shortText } from "./common";

export const episodeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  duration: z.string(),
  season: z.number().int(),
  episode_number: z.number().int(),
  spotify_url: z.string(),
  apple_podcasts_url: z.string(),
  published: z.boolean(),
});
export type Episode = z.infer<typeof episodeSchema>;

const link = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || /^https?:\/\//i.test(v), "must be an http(s) URL");

export const episodeInputSchema = z.object({
  title: requiredText("Title", 200),
  description: shortText(5000).default(""),
  duration: shortText(40).default(""),
  season: z.number().int().min(1).max(1000).default(1),
  episode_number: z.number().int().min(1).max(10_000).default(1),
  spotify_url: link.default(""),
  apple_podcasts_url: link.default(""),
  published: z.boolean().default(false),
});
export type EpisodeInput = z.input<typeof episodeInputSchema>;

export const episodeUpdateSchema = partialUpdate(episodeInputSchema);

export const episodeQuerySchema = z.object({
  published: boolQuery.optional(),
  limit: limitSchema.default(100),
  offset: offsetSchema.default(0),
});
