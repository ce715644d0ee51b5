/**
 * Podcast episodes: the list (visitors see published episodes, newest season and episode first; admins
 * see drafts too) and the admin writes. Rows use camelCase columns; the API speaks snake_case.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Episode, episodeInputSchema, episodeQuerySchema, episodeUpdateSchema } from "#shared/schemas/episode";
import type { Db } from "../db/client";
import { episodes } from "../db/schema";
import { notFound } from "../errors";

type EpisodeRow = typeof episodes.$inferSelect;
type EpisodeValues = z.output<typeof episodeInputSchema>;
type EpisodeChanges = z.output<typeof episodeUpdateSchema>;
type EpisodeQuery = z.output<typeof episodeQuerySchema>;

function toEpisode(row: EpisodeRow): Episode {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    duration: row.duration,
    season: row.season,
    episode_number: row.episodeNumber,
    spotify_url: row.spotifyUrl,
    apple_podcasts_url: row.applePodcastsUrl,
    published: row.published,
  };
}

function columnsOf(input: EpisodeChanges) {
  return {
    title: input.title,
    description: input.description,
    duration: input.duration,
    season: input.season,
    episodeNumber: input.episode_number,
    spotifyUrl: input.spotify_url,
    applePodcastsUrl: input.apple_podcasts_url,
    published: input.published,
  };
}

/** `total` counts every match, not just the page. A visitor asking for drafts gets none. */
export function listEpisodes(db: Db, query: EpisodeQuery, admin: boolean): { items: Episode[]; total: number } {
  const where: SQL[] = [];
  if (!admin) where.push(eq(episodes.published, true));
  if (query.published !== undefined) where.push(eq(episodes.published, query.published));
  const condition = and(...where);
  const total = db.select({ n: count() }).from(episodes).where(condition).get()?.n ?? 0;
  const rows = db
    .select()
    .from(episodes)
    .where(condition)
    .orderBy(desc(episodes.season), desc(episodes.episodeNumber), desc(episodes.id))
    .limit(query.limit)
    .offset(query.offset)
    .all();
  return { items: rows.map(toEpisode), total };
}

export function findEpisode(db: Db, id: number): Episode | null {
  const row = db.select().from(episodes).where(eq(episodes.id, id)).get();
  return row ? toEpisode(row) : null;
}

export function createEpisode(db: Db, input: EpisodeValues): number {
  return db
    .insert(episodes)
    .values({ ...columnsOf(input), title: input.title })
    .returning({ id: episodes.id }).get().id;
}

/** Only the fields sent change. */
export function updateEpisode(db: Db, id: number, changes: EpisodeChanges): void {
  const exists = db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, id)).get();
  if (!exists) throw notFound("Episode");
  const set = Object.fromEntries(Object.entries(columnsOf(changes)).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) db.update(episodes).set(set).where(eq(episodes.id, id)).run();
}

export function deleteEpisode(db: Db, id: number): void {
  const result = db.delete(episodes).where(eq(episodes.id, id)).run();
  if (result.changes === 0) throw notFound("Episode");
}
